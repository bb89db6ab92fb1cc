import { Alert, Button } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { Link } from 'react-router';
import { dashboardPath } from '../../app/session/landing';

/** A member on a plan page: plans are what professionals buy for their practice. */
export function ForProfessionalsOnly({ user }: { user: UserInfo }) {
  return (
    <Alert color="orchid" variant="light" role="note" title="Plans are for professionals">
      You are signed in with a client account. Plans are for professionals who run their practice
      here; as a client you do not need one.
      <Button component={Link} to={dashboardPath(user)} variant="default" mt="sm" display="block">
        Go to your dashboard
      </Button>
    </Alert>
  );
}
