import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { useCurrentModal, useModals } from '../../../app/modals/modals';
import { dashboardPath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';
import { ScreenLoading } from '../../../ui/screen-loading';

/**
 * /member-intake-form: a page with nothing but a heading that opens the intake (§2). A guest is asked to log in
 * and an unconfirmed member to confirm first; saving lands on the page they registered on.
 */
export function MemberIntakePage() {
  usePageTitle('Finish setting up');
  const { user } = useSession();
  const { open } = useModals();
  const current = useCurrentModal();
  const runGate = usePostLoginGate();
  const ready = user?.user_type === 'member' && user.email_confirmed;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once the user is known
  useEffect(() => {
    if (user === undefined || current !== undefined) return;
    if (ready) open('member-intake');
    else if (user === null || !user.email_confirmed) runGate(user, { landOnDashboard: false });
  }, [user === undefined, ready]);

  if (user === undefined) return <ScreenLoading />;
  if (user && user.user_type !== 'member') return <Navigate to={dashboardPath(user)} replace />;
  // Only a heading behind the dialog; once it is closed, a way back to it.
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Finish setting up</Title>
      <Text mt="sm">A few details about you, and you are ready to book.</Text>
      {ready && current === undefined && (
        <Button mt="md" onClick={() => open('member-intake')}>
          Continue setting up
        </Button>
      )}
    </Container>
  );
}
