import { Alert, Badge, Button, Text, Title } from '@mantine/core';
import { instantInWords } from '../../app/format/dates';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import classes from './team-page.module.css';
import { useRevokeInvite, useTeamInvites } from './team-queries';
import { ROLE_LABELS } from './team-roles';

/** Invitations not yet accepted, each with a way to withdraw it. */
export function PendingInvites() {
  const invites = useTeamInvites();
  const revoke = useRevokeInvite();
  const timeZone = useViewerTimeZone();
  return (
    <section aria-labelledby="invites-title">
      <Title order={3} id="invites-title">
        Pending invitations
      </Title>
      <Panel mt="xs">
        {revoke.error && (
          <Alert color="red" variant="light" role="alert" mb="sm" title="Not revoked">
            {revoke.error.message}
          </Alert>
        )}
        <QueryView query={invites} failedMessage="We could not load the invitations">
          {(pendingInvites) =>
            pendingInvites.length === 0 ? (
              <Text>No pending invitations. Invite someone above.</Text>
            ) : (
              <ul className={classes.list}>
                {pendingInvites.map((invite) => (
                  <li key={invite.id} className={classes.row}>
                    <div className={classes.who}>
                      <Text fw={600}>{invite.email}</Text>
                      <Badge variant="light" color="gray">
                        {ROLE_LABELS[invite.role]}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        Expires{' '}
                        {instantInWords(invite.expires_datetime, timeZone, { dateStyle: 'medium' })}
                      </Text>
                    </div>
                    <Button
                      variant="default"
                      loading={revoke.isPending && revoke.variables === invite.id}
                      onClick={() => revoke.mutate(invite.id)}
                      aria-label={`Revoke the invitation to ${invite.email}`}
                    >
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Panel>
    </section>
  );
}
