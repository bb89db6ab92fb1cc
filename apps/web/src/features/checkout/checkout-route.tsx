import { lazy, Suspense } from 'react';
import { ScreenLoading } from '../../ui/screen-loading';

// The checkout's pages load their code themselves: the route table reaches them through the
// directory's screens (directory-screens.ts), so '/' carries no import of its own for them.
const CheckoutScreen = lazy(() =>
  import('./checkout-screens').then((m) => ({ default: m.CheckoutScreen })),
);

/** /professional-search/{id_or_custom_url}/checkout and .../checkout-confirm/{timeslot_id}. */
export function CheckoutRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <CheckoutScreen />
    </Suspense>
  );
}
