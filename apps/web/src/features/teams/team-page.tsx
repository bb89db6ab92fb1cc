import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { Team } from '@orchid/contracts/teams';
import { useState } from 'react';
import { usePageTitle } from '../../app/brand';
import { showToast } from '../../app/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { FeatureGate } from '../access/feature-gate';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { InviteForm } from './invite-form';
import { PendingInvites } from './pending-invites';
import classes from './team-page.module.css';
import { useRemoveMember, useTeam } from './team-queries';
import { memberRoleLabel } from './team-roles';

/** /pro-dashboard/settings/team: the practice's members, invitations, and inviting (§3, §6). */
export function TeamPage() {
  usePageTitle('Team');
  return (
    <FeatureGate feature="invite">
      <TeamSettings />
    </FeatureGate>
  );
}

function TeamSettings() {
  const user = useDashboardUser();
  const team = useTeam(user.team_id);
  const owner = team.data?.members.find((member) => member.is_practice_owner);
  // A clinician on another owner's team sees it; only its owner manages it (the server says
  // so too).
  const manages = user.team_id === null || owner?.orchid_user_id === user.sub;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Team</Title>
        <Text c="dimmed" mt={4}>
          The people who work in your practice. A practice scheduler manages your calendar and reads
          your policies; your dashboard, billing and team stay yours.
        </Text>
      </div>
      {manages ? (
        <Panel>
          <Title order={3}>Invite someone</Title>
          <Text size="sm" c="dimmed" mt={4} mb="sm">
            We email them a link to create their account or log in, and join. It works once and
            expires in 14 days.
          </Text>
          <InviteForm teamId={user.team_id} />
        </Panel>
      ) : (
        owner && <Text>{owner.display_name} owns this practice and manages its team.</Text>
      )}
      <Members teamId={user.team_id} you={user.sub} manages={manages} />
      {manages && <PendingInvites />}
    </Stack>
  );
}

type MembersProps = { teamId: string | null; you: string; manages: boolean };

function Members({ teamId, you, manages }: MembersProps) {
  const team = useTeam(teamId);
  return (
    <section aria-labelledby="members-title">
      <Title order={3} id="members-title">
        Members
      </Title>
      <Panel mt="xs">
        {teamId === null ? (
          <Text>Only you so far. Invite someone to start your team.</Text>
        ) : (
          <QueryView query={team} failedMessage="We could not load your team">
            {(data) => <MemberList team={data} you={you} manages={manages} />}
          </QueryView>
        )}
      </Panel>
    </section>
  );
}

type Member = Team['members'][number];

function MemberList({ team, you, manages }: { team: Team; you: string; manages: boolean }) {
  const [leaving, setLeaving] = useState<Member>();
  return (
    <>
      <ul className={classes.list}>
        {team.members.map((member) => (
          <li key={member.orchid_user_id} className={classes.row}>
            <div className={classes.who}>
              <Text fw={600}>
                {member.display_name}
                {member.orchid_user_id === you && ' (you)'}
              </Text>
              <Badge variant="light" color={member.is_practice_owner ? 'orchid' : 'gray'}>
                {memberRoleLabel(member)}
              </Badge>
            </div>
            {manages && !member.is_practice_owner && (
              <Button
                variant="default"
                onClick={() => setLeaving(member)}
                aria-label={`Remove ${member.display_name}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      <RemoveMemberDialog teamId={team.id} member={leaving} onClose={() => setLeaving(undefined)} />
    </>
  );
}

/** Removing asks first; the server's refusal shows in the dialog. */
function RemoveMemberDialog({
  teamId,
  member,
  onClose,
}: {
  teamId: string;
  member: Member | undefined;
  onClose: () => void;
}) {
  const remove = useRemoveMember(teamId);
  return (
    <ConfirmDialog
      opened={member !== undefined}
      title="Remove from your practice?"
      confirmLabel="Remove"
      failureTitle="Not removed"
      destructive
      action={remove}
      onClose={onClose}
      onConfirm={(done) =>
        member &&
        remove.mutate(member.orchid_user_id, {
          onSuccess: () => {
            showToast({
              color: 'green',
              title: 'Removed',
              message: `${member.display_name} is no longer on your team.`,
            });
            done();
          },
        })
      }
    >
      {member && (
        <>
          <strong>{member.display_name}</strong> will no longer work in your practice. Their account
          stays; they can be invited again.
        </>
      )}
    </ConfirmDialog>
  );
}
