import { Anchor, Container, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useModals } from '../../../app/modals/modals';
import { Logo } from '../../../app/navigation/logo';
import { dashboardPath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';
import { useSignOut } from '../../../app/session/use-sign-out';
import { LoadFailed } from '../../../ui/load-failed';
import { ScreenLoading } from '../../../ui/screen-loading';
import { GuestOnDashboard } from '../../dashboard/guest-on-dashboard';
import classes from './quick-intake.module.css';
import { QuickIntakeWizard } from './quick-intake-wizard';
import { useOwnProfessional } from './use-quick-intake';

/**
 * /quick-intake: a professional's onboarding. A guest gets the login dialog the dashboards
 * show (§2 "Signed-in areas"); a member is sent to their own dashboard.
 */
export function QuickIntakePage() {
  const { user } = useSession();
  if (user === undefined) return <ScreenLoading />;
  if (user === null) return <GuestOnDashboard area="pro-dashboard" />;
  if (user.user_type !== 'orchid_pro') return <Navigate to={dashboardPath(user)} replace />;
  return <QuickIntake user={user} />;
}

function QuickIntake({ user }: { user: UserInfo }) {
  const profile = useOwnProfessional();
  return (
    <div className={classes.page}>
      <VerifyEmailFirst user={user} />
      <Container size="sm" className={classes.header}>
        <Logo />
        <LogOutInstead />
      </Container>
      <Container size="sm">
        {profile.isPending ? (
          <ScreenLoading />
        ) : profile.isError ? (
          // Nothing to show behind a dialog yet: the error text with a way to try again.
          <LoadFailed
            message="We could not load your details"
            error={profile.error}
            onRetry={() => profile.refetch()}
          />
        ) : (
          <QuickIntakeWizard profile={profile.data} />
        )}
      </Container>
    </div>
  );
}

/** An unconfirmed account is asked to confirm its email first, as after logging in (§4). */
function VerifyEmailFirst({ user }: { user: UserInfo }) {
  const { open, current } = useModals();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (!user.email_confirmed && current === undefined) open('verify-email', { email: user.email });
  }, []);
  return null;
}

/** The top bar is hidden here: the way out for someone who wants to finish later. */
function LogOutInstead() {
  const signOut = useSignOut();
  return (
    <Text size="sm">
      Finish later?{' '}
      <Anchor component="button" type="button" fw={600} onClick={() => signOut.mutate()}>
        Log out
      </Anchor>
    </Text>
  );
}
