import { Button, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { DetailGroups } from '../../../ui/detail-groups';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { ScreenLoading } from '../../../ui/screen-loading';
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
          to="/quick-intake#tell-us-about-yourself"
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          Edit
        </Button>
      </Group>
      <Text c="dimmed" mt={4}>
        How your name shows to clients, and the details of your practice.
      </Text>
      <Panel mt="md">
        {profile.isSuccess ? (
          <DetailGroups groups={professionalProfileGroups(profile.data)} idPrefix="pro-profile" />
        ) : profile.isError ? (
          <LoadFailed
            message="We could not load your profile"
            error={profile.error}
            onRetry={() => profile.refetch()}
          />
        ) : (
          <ScreenLoading />
        )}
      </Panel>
    </>
  );
}
