import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardPath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';
import type { AccountCreated } from './use-registration';

/** 'Failed to register: ' and the server's message (§8), unless it went under a field. */
export function RegistrationFailedAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      Failed to register: {message}
    </Alert>
  );
}

/**
 * In place of the form once the account exists: the next step is the email, or, for an
 * address a chart invite already confirmed, the intake.
 */
export function RegistrationDone({ account }: { account: AccountCreated }) {
  const { user } = useSession();
  const runGate = usePostLoginGate();
  const { email } = account;
  if (account.email_confirmed) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={2}>Your account is ready</Title>
        <Text>
          You sign in as <strong>{email}</strong>. A few details about you, and you can book.
        </Text>
        <Button onClick={() => runGate(user ?? null, { landOnDashboard: false })}>
          Continue setting up
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>Check your email</Title>
      <Text>
        Your account is ready. We sent a link to <strong>{email}</strong>: open it to confirm your
        email address.
      </Text>
      {user && (
        <Button component={Link} to={dashboardPath(user)}>
          Go to your dashboard
        </Button>
      )}
    </Stack>
  );
}
