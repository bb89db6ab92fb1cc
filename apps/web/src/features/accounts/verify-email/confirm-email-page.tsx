import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { accountMessages, confirmEmail, resendEmailConfirmation } from '@orchid/contracts/accounts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../app/api/api-client';
import { usePageTitle } from '../../../app/brand';
import { useModals } from '../../../app/modals/modals';
import { refreshUserInfo, useSession } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';
import { showToast } from '../../../app/toasts';
import { Panel } from '../../../ui/panel';
import { ScreenLoading } from '../../../ui/screen-loading';

/** /confirm-email?token=…: the link of the confirmation mail. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm your email');
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => call(confirmEmail, { token }),
    // Whoever is signed in here may be the account just confirmed.
    onSuccess: () => refreshUserInfo(queryClient).catch(() => null),
  });
  // The link works once: send it once, however often the page renders.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  return (
    <Container size={560} py="xl">
      <Panel>
        {token === '' ? (
          <ConfirmFailed message={accountMessages.badToken} />
        ) : confirm.isSuccess ? (
          <Confirmed />
        ) : confirm.isError ? (
          <ConfirmFailed message={confirm.error.message} />
        ) : (
          <>
            <Title order={1} size="h2">
              Confirming your email
            </Title>
            <ScreenLoading />
          </>
        )}
      </Panel>
    </Container>
  );
}

function Confirmed() {
  const { user } = useSession();
  const modals = useModals();
  const runGate = usePostLoginGate();
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={32} aria-hidden="true" color="var(--mantine-color-green-8)" />
        <Title order={1} size="h2">
          Your email is confirmed
        </Title>
      </Group>
      <Text mt="sm">Thank you. Your account is ready to use.</Text>
      {user ? (
        <Button mt="md" onClick={() => runGate(user, { landOnDashboard: true })}>
          Continue
        </Button>
      ) : (
        <Button mt="md" onClick={() => modals.open('login', { landOnDashboard: true })}>
          Log in
        </Button>
      )}
    </>
  );
}

/** The link did not work: say why, and how to get a new one. */
function ConfirmFailed({ message }: { message: string }) {
  const { user } = useSession();
  const modals = useModals();
  const runGate = usePostLoginGate();
  const resend = useMutation({
    mutationFn: () => call(resendEmailConfirmation),
    onSuccess: () =>
      showToast({
        color: 'green',
        title: 'Link sent',
        message: user ? `We sent a new link to ${user.email}.` : 'We sent a new link.',
      }),
  });

  // The link may be spent because the address is confirmed already: nothing is wrong then.
  if (user?.email_confirmed) {
    return (
      <>
        <Title order={1} size="h2">
          Your email is already confirmed
        </Title>
        <Button mt="md" onClick={() => runGate(user, { landOnDashboard: true })}>
          Continue
        </Button>
      </>
    );
  }
  return (
    <>
      <Title order={1} size="h2">
        We could not confirm your email
      </Title>
      <Alert color="red" variant="light" role="alert" mt="md">
        {message}
      </Alert>
      {user ? (
        <>
          <Text mt="md">We can send a new link to {user.email}.</Text>
          {resend.error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              mt="sm"
              title="Failed to resend confirmation email"
            >
              {resend.error.message}
            </Alert>
          )}
          <Button mt="md" onClick={() => resend.mutate()} loading={resend.isPending}>
            Send a new link
          </Button>
        </>
      ) : (
        <>
          <Text mt="md">Log in and we will offer to send you a new link.</Text>
          <Button mt="md" onClick={() => modals.open('login', { landOnDashboard: true })}>
            Log in
          </Button>
        </>
      )}
    </>
  );
}
