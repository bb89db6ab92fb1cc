import { Button, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { quickIntakeStep } from '../../../app/paths';
import { DetailGroups } from '../../../ui/detail-groups';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { useOwnProfile } from '../use-own-profile';
import { professionalProfileGroups } from './professional-profile-groups';

/** /pro-dashboard/settings: the own profile to read; Edit opens the quick intake. */
export function ProfileSettingsPage() {
  usePageTitle('Profile settings');
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
