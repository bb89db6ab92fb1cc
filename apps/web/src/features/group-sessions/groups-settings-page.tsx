import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { GroupSeries } from '@orchid/contracts/group-sessions';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';
import { showToast } from '../../app/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Panel } from '../../ui/panel';
import { PlainList } from '../../ui/plain-list';
import { QueryView } from '../../ui/query-view';
import { FeatureGate } from '../access/feature-gate';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { useAvailability, useSessionTypes } from '../scheduling-settings/scheduling-queries';
import { GroupForm } from './group-form';
import { useCloseGroup, useMyGroups } from './group-queries';
import { MyGroupRow } from './my-group-row';

/**
 * /pro-dashboard/settings/groups: the practice owner publishes support groups (a group
 * session type's meetings, with its seats and price), sees them fill, opens a group's roster
 * and closes a group (its paid seats are refunded for the meetings ahead).
 */
export function GroupsSettingsPage() {
  usePageTitle('Groups');
  return (
    <FeatureGate feature="edit-scheduling">
      <Groups />
    </FeatureGate>
  );
}

function Groups() {
  const user = useDashboardUser();
  const types = useSessionTypes(user, user.sub);
  const availability = useAvailability(user, user.sub);
  const groups = useMyGroups();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<GroupSeries>();
  const close = useCloseGroup();
  // The practice's zone (its hours'): the calendar shows the same.
  const timeZone = availability.data?.timezone;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Groups</Title>
        <Text c="dimmed" mt={4}>
          A support group meets on a schedule you set. Clients take a seat for every meeting ahead
          and pay once; the groups are listed on the support groups page.
        </Text>
      </div>
      <QueryView query={types} failedMessage="We could not load your session types">
        {(list) => {
          const groupTypes = list.filter((type) => type.kind === 'group');
          if (groupTypes.length === 0) return <NoGroupType />;
          return (
            <QueryView query={availability} failedMessage="We could not load your time zone">
              {(hours) =>
                adding ? (
                  <Panel>
                    <Title order={3} size="h4" mb="sm">
                      New group
                    </Title>
                    <GroupForm
                      types={groupTypes}
                      timeZone={hours.timezone}
                      onDone={() => setAdding(false)}
                    />
                  </Panel>
                ) : (
                  <Button
                    leftSection={<IconPlus size={18} aria-hidden="true" />}
                    onClick={() => setAdding(true)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Publish a group
                  </Button>
                )
              }
            </QueryView>
          );
        }}
      </QueryView>
      <QueryView query={groups} failedMessage="We could not load your groups">
        {(list) =>
          list.length === 0 ? (
            <Panel>
              <Text>No groups yet. Publish one to offer a support group with seats.</Text>
            </Panel>
          ) : (
            <PlainList label="Your groups">
              {list.map((series) => (
                <MyGroupRow
                  key={series.group_sessions_series_id}
                  series={series}
                  timeZone={timeZone}
                  onClose={() => setClosing(series)}
                />
              ))}
            </PlainList>
          )
        }
      </QueryView>
      <ConfirmDialog
        opened={closing !== undefined}
        title="Close this group?"
        confirmLabel="Close group"
        failureTitle="Not closed"
        destructive
        action={close}
        onClose={() => setClosing(undefined)}
        onConfirm={(done) =>
          closing &&
          close.mutate(closing.group_sessions_series_id, {
            onSuccess: () => {
              showToast({ color: 'green', title: 'Group closed', message: closing.title });
              done();
            },
          })
        }
      >
        The meetings of <strong>{closing?.title}</strong> still ahead are cancelled. Every paid seat
        is refunded for them, and its client is told by email. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

/** No group session type yet: a group is of one, with its seats, length and price. */
function NoGroupType() {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="You have no group session type yet"
    >
      A group's seats, length and price come from a session type that "A group" attends. Add one,
      then publish your group here.
      <div>
        <Button component={Link} to={paths.proSessionTypesSettings} mt="sm">
          Add a group session type
        </Button>
      </div>
    </Alert>
  );
}
