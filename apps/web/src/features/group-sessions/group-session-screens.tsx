import { useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { NotFoundPage } from '../not-found/not-found-page';
import { GroupCheckoutConfirmPage } from './group-checkout-confirm-page';
import { GroupCheckoutPage } from './group-checkout-page';
import { GroupListPage } from './group-list-page';
import { GroupSeriesPage } from './group-series-page';

const SeriesId = z.uuid();

/**
 * /group-session, and /group-session/series/{group_sessions_series_id} with its /checkout and
 * /checkout-confirm/{timeslot_id}: two routes in the table (it is in the first page's bundle),
 * one chunk of pages here. An address that names no group is not found.
 */
export function GroupSessionScreen() {
  const { group_sessions_series_id: seriesId, checkout, timeslot_id: timeslotId } = useParams();
  if (seriesId === undefined) return <GroupListPage />;
  if (!SeriesId.safeParse(seriesId).success) return <NotFoundPage />;
  if (checkout === undefined) return <GroupSeriesPage seriesId={seriesId} />;
  if (checkout === 'checkout' && timeslotId === undefined) {
    return <GroupCheckoutPage seriesId={seriesId} />;
  }
  if (checkout === paths.checkoutConfirmSegment && timeslotId) {
    return <GroupCheckoutConfirmPage seriesId={seriesId} timeslotId={timeslotId} />;
  }
  return <NotFoundPage />;
}
