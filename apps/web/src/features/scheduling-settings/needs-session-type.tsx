import { Alert, Box, Button } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/** The spec's words (accounts-and-access §5) where a flow needs a session type and has none. */
export const NEEDS_SESSION_TYPE = 'You need to create at least 1 session type to continue';

type NeedsSessionTypeProps = {
  /** Whether the reader can add one (the owner); others are told who can. */
  canEdit: boolean;
  /** Shown instead of the link, where the session types page is this page. */
  action?: ReactNode;
};

/** Where a flow needs a session type and the practice has none: say so and lead to adding one. */
export function NeedsSessionType({ canEdit, action }: NeedsSessionTypeProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={NEEDS_SESSION_TYPE}
    >
      {canEdit
        ? 'A session type says how long a session is and what it costs. Clients book and you invite by type.'
        : 'Only the practice owner can add session types.'}
      {canEdit && (
        <Box mt="sm">
          {action ?? (
            <Button component={Link} to={paths.proSessionTypesSettings}>
              Add a session type
            </Button>
          )}
        </Box>
      )}
    </Alert>
  );
}
