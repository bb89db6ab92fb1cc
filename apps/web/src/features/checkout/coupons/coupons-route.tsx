import { lazy, Suspense } from 'react';
import { ScreenLoading } from '../../../ui/screen-loading';

// The coupons tab loads its code itself: the route table reaches it through the directory's
// screens (directory-screens.ts), so '/' carries no import of its own for it.
const Coupons = lazy(() => import('./coupons-page').then((m) => ({ default: m.CouponsPage })));

/** /pro-dashboard/settings/coupons. */
export function CouponsRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Coupons />
    </Suspense>
  );
}
