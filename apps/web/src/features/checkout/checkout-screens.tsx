import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { NotFoundPage } from '../not-found/not-found-page';
import { CheckoutConfirmPage } from './checkout-confirm-page';
import { CheckoutPage } from './checkout-page';

/**
 * /professional-search/{id_or_custom_url}/checkout and .../checkout-confirm/{timeslot_id}:
 * one route in the table (it is in the first page's bundle, at its budget), two pages here.
 */
export function CheckoutScreen() {
  const { checkout, timeslot_id: timeslotId } = useParams();
  if (checkout === 'checkout' && timeslotId === undefined) return <CheckoutPage />;
  if (checkout === paths.checkoutConfirmSegment && timeslotId) return <CheckoutConfirmPage />;
  return <NotFoundPage />;
}
