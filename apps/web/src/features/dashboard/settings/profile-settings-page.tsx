import { Button, Group, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { quickIntakeStep } from '../../../app/paths';
import { DetailGroups } from '../../../ui/detail-groups';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { usePracticeOwner } from '../../professionals/policies/cancellation-policy-queries';
import { practiceInWords } from '../../professionals/policies/practice-words';
import { useDashboardUser } from '../use-dashboard-user';
import { useOwnProfile } from '../use-own-profile';
import { professionalProfileGroups } from './professional-profile-groups';

/**
 * /pro-dashboard/settings: the own profile to read; Edit opens the quick intake. A practice
 * scheduler has no clinical profile: they see their account and the practice they work for.
 */
export function ProfileSettingsPage() {
  usePageTitle('Profile settings');
  const user = useDashboardUser();
  return user.role === 'PRACTICE_SCHEDULER' ? (
    <SchedulerAccount user={user} />
  ) : (
    <ProfessionalProfileSettings />
  );
}

function SchedulerAccount({ user }: { user: UserInfo }) {
  const { team, ownerName } = usePracticeOwner(user);
  const practice = team.data ? practiceInWords(team.data.name, ownerName) : null;
  return (
    <>
      <Title order={2}>Your account</Title>
      <Text c="dimmed" mt={4}>
        You keep the calendar and policies of a practice. To change your name, ask the practice
        owner or write to support.
      </Text>
      <Panel mt="md">
        <DetailGroups
          idPrefix="scheduler-account"
          groups={[
            {
              title: 'Account',
              details: [
                { label: 'Name', value: `${user.first_name} ${user.last_name}`.trim() },
                { label: 'Email', value: user.email },
                { label: 'Role', value: 'Practice scheduler' },
                { label: 'Practice', value: practice },
              ],
            },
          ]}
        />
      </Panel>
    </>
  );
}

function ProfessionalProfileSettings() {
  const profile = useOwnProfile();
  return (
    <>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2}>Profile</Title>
        <Button
          component={Link}
          to={quickIntakeStep('tell-us-about-yourself')}
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          Edit
        </Button>
      </Group>
      <Text c="dimmed" mt={4}>
        How your name shows to clients, and the details of your practice.
      </Text>
      <Panel mt="md">
        <QueryView query={profile} failedMessage="We could not load your profile">
          {(data) => (
            <DetailGroups groups={professionalProfileGroups(data)} idPrefix="pro-profile" />
          )}
        </QueryView>
      </Panel>
    </>
  );
}
