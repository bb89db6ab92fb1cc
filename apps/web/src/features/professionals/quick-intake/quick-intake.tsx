import { Anchor, Container, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { useEffect, useRef } from 'react';
import { useCurrentModal, useModals } from '../../../app/modals/modals';
import { Logo } from '../../../app/navigation/logo';
import { useSignOut } from '../../../app/session/use-sign-out';
import { QueryView } from '../../../ui/query-view';
import { useOwnProfile } from '../../dashboard/use-own-profile';
import classes from './quick-intake.module.css';
import { QuickIntakeWizard } from './quick-intake-wizard';

/** A professional's onboarding: their profile, then the steps of the wizard. */
export function QuickIntake({ user }: { user: UserInfo }) {
  const profile = useOwnProfile();
  return (
    <div className={classes.page}>
      <VerifyEmailFirst user={user} />
      <Container size="sm" className={classes.header}>
        <Logo />
        <LogOutInstead />
      </Container>
      <Container size="sm">
        <QueryView query={profile} failedMessage="We could not load your details">
          {(loaded) => <QuickIntakeWizard profile={loaded} />}
        </QueryView>
      </Container>
    </div>
  );
}

/**
 * An unconfirmed account is asked once to confirm its email, as after logging in (§4); the
 * dialog goes as soon as user info says the address is confirmed (user info may arrive just
 * after this page, when the dialog itself sent the person here).
 */
function VerifyEmailFirst({ user }: { user: UserInfo }) {
  const { open, close } = useModals();
  const current = useCurrentModal();
  const asked = useRef(false);
  const { email, email_confirmed: confirmed } = user;
  useEffect(() => {
    if (!confirmed && !asked.current && current === undefined) {
      asked.current = true;
      open('verify-email', { email });
    }
    if (confirmed && current === 'verify-email') close();
  }, [confirmed, current, email, open, close]);
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
