import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@orchid/contracts/errors';
import { Link } from 'react-router';
import { dashboardPath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';

/** 'Please fill out all of the required fields correctly', once a submit found problems. */
export function InvalidFormAlert({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.invalidForm}
    </Alert>
  );
}

/** 'Failed to register: ' and the server's message (§8), unless it went under a field. */
export function RegistrationFailedAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      Failed to register: {message}
    </Alert>
  );
}

/** In place of the form once the account exists: the next step is the email. */
export function RegistrationDone({ email }: { email: string }) {
  const { user } = useSession();
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
