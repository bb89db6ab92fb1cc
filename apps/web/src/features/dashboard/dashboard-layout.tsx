import type { UserInfo } from '@orchid/contracts/accounts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type DashboardArea, dashboardAccess } from '../../app/guards/dashboard-access';
import { proSignupGate } from '../../app/guards/signup-gate';
import { useCurrentModal, useModals } from '../../app/modals/modals';
import { paths, teamInviteLink } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { useNoIndex } from '../../app/use-page-meta';
import { ScreenLoading } from '../../ui/screen-loading';
import { needsIntake } from '../members/intake/intake-rules';
import { pendingInvite } from '../teams/pending-invite';
import { DashboardFrame } from './dashboard-frame';
import { GuestOnDashboard } from './guest-on-dashboard';
import { SessionReviewBackdrop } from './session-review-backdrop';

/** /pro-dashboard/*: professionals only. */
export function ProDashboardLayout() {
  return <DashboardLayout area="pro-dashboard" />;
}

/** /member-dashboard/*: members only. */
export function MemberDashboardLayout() {
  return <DashboardLayout area="member-dashboard" />;
}

function DashboardLayout({ area }: { area: DashboardArea }) {
  useNoIndex();
  const { user } = useSession();
  const access = dashboardAccess(user, area);
  switch (access.kind) {
    case 'loading':
      return <ScreenLoading />;
    case 'guest':
      return <GuestOnDashboard area={area} />;
    case 'elsewhere':
      return <Navigate to={access.to} replace />;
    case 'allowed':
      return area === 'pro-dashboard' ? (
        <ProfessionalGates user={access.user} />
      ) : (
        <Dashboard user={access.user} />
      );
  }
}

/**
 * A team invitation opened before signing in is accepted first; then an unfinished signup
 * goes on in the quick intake, except on session review, which shows only its background.
 */
function ProfessionalGates({ user }: { user: UserInfo }) {
  const { pathname } = useLocation();
  const invite = pendingInvite();
  if (invite) return <Navigate to={teamInviteLink(invite)} replace />;
  switch (proSignupGate(user, pathname)) {
    case 'quick-intake':
      return <Navigate to={paths.quickIntake} replace />;
    case 'background':
      return <SessionReviewBackdrop />;
    case 'open':
      return <Dashboard user={user} />;
  }
}

function Dashboard({ user }: { user: UserInfo }) {
  return (
    <DashboardFrame user={user}>
      <VerifyEmailFirst email={user.email} confirmed={user.email_confirmed} />
      <IntakeFirst wanted={needsIntake(user)} />
      <Outlet context={user} />
    </DashboardFrame>
  );
}

/**
 * An unconfirmed account sees the Verify your email dialog on every dashboard page, and it
 * cannot be closed there (§2 "Modals"); it goes once user info says the address is confirmed.
 */
function VerifyEmailFirst({ email, confirmed }: { email: string; confirmed: boolean }) {
  const { open, close } = useModals();
  const current = useCurrentModal();
  useEffect(() => {
    if (!confirmed && current === undefined) open('verify-email', { email });
    if (confirmed && current === 'verify-email') close();
  }, [confirmed, current, email, open, close]);
  return null;
}

/**
 * A member with an unfinished signup gets the intake on every member dashboard page, where
 * it cannot be closed until saved (§2 "Signed-in areas").
 */
function IntakeFirst({ wanted }: { wanted: boolean }) {
  const { open } = useModals();
  const current = useCurrentModal();
  useEffect(() => {
    if (wanted && current === undefined) open('member-intake');
  }, [wanted, current, open]);
  return null;
}
