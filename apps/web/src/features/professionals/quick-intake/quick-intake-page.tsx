import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { brandName } from '../../../app/brand';
import { dashboardPath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';
import { useNoIndex } from '../../../app/use-page-meta';
import { ScreenLoading } from '../../../ui/screen-loading';
import { GuestOnDashboard } from '../../dashboard/guest-on-dashboard';

// The steps, their forms and their rules come only for a professional: a guest gets the login
// dialog, a member is sent on.
const QuickIntake = lazy(() => import('./quick-intake').then((m) => ({ default: m.QuickIntake })));

/** The head of the page the server draws. */
export const quickIntakeHead = () => ({
  title: 'Set up your practice',
  description: `The first steps of a professional on ${brandName()}.`,
});

/**
 * /quick-intake: a professional's onboarding. A guest gets the login dialog the dashboards
 * show (§2 "Signed-in areas"); a member is sent to their own dashboard. A profile that does
 * not load shows its error text with Try again in place of the steps: there is nothing yet
 * for a dialog to stand over (save failures get the dialog, booking §8).
 */
export function QuickIntakePage() {
  useNoIndex();
  const { user } = useSession();
  if (user === undefined) return <ScreenLoading />;
  if (user === null) return <GuestOnDashboard area="pro-dashboard" />;
  if (user.user_type !== 'orchid_pro') return <Navigate to={dashboardPath(user)} replace />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <QuickIntake user={user} />
    </Suspense>
  );
}
