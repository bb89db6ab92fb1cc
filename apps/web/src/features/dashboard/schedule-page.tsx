import { Anchor, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { LoadFailed } from '../../ui/load-failed';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { FeatureGate } from '../access/feature-gate';
import { useAccess } from '../access/use-access';
import { useCancellationPolicy, usePracticeOwner } from '../policies/cancellation-policy-queries';
import { PolicySummary } from '../policies/policy-summary';
import { useDashboardUser } from './use-dashboard-user';

/**
 * /pro-dashboard/schedule: where a practice scheduler starts (§2). The calendar is not built
 * yet, so the page says whose practice the person schedules for, shows the cancellation
 * policy they book under, and links what they can use today.
 */
export function SchedulePage() {
  usePageTitle('Schedule');
  return (
    <>
      <Title order={1}>Schedule</Title>
      <FeatureGate feature="calendar">
        <ScheduleOverview />
      </FeatureGate>
    </>
  );
}

function ScheduleOverview() {
  const user = useDashboardUser();
  const access = useAccess(user).data;
  const { scheduler, team, ownerId, ownerName } = usePracticeOwner(user);
  const policy = useCancellationPolicy(user, ownerId);
  const failed = team.error ?? policy.error;
  return (
    <>
      <Text mt="xs" size="lg" maw={760}>
        {ownerName && team.data
          ? `You schedule for ${ownerName}'s practice, ${team.data.name}.`
          : scheduler && team.isPending
            ? 'Finding your practice…'
            : 'You schedule for your own practice.'}
      </Text>
      <Text mt="xs" c="dimmed" maw={760}>
        The calendar is not available yet. Once it is, you will book, move and cancel sessions here.
      </Text>
      <Panel mt="lg" maw={760}>
        <Group justify="space-between" align="center" gap="sm" mb="xs">
          <Title order={2} size="h3">
            Cancellation policy
          </Title>
          {access?.features.policies && (
            <Anchor component={Link} to="/pro-dashboard/policies">
              See the policies
            </Anchor>
          )}
        </Group>
        {policy.isSuccess ? (
          <PolicySummary policy={policy.data} />
        ) : failed ? (
          <LoadFailed
            message="We could not load the cancellation policy"
            error={failed}
            onRetry={() => (team.isError ? team.refetch() : policy.refetch())}
          />
        ) : (
          <ScreenLoading />
        )}
      </Panel>
      <Title order={2} size="h3" mt="lg">
        What you can use now
      </Title>
      <List mt="xs" spacing="xs">
        <List.Item>
          <Anchor component={Link} to="/pro-dashboard/settings">
            Your profile
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/pro-dashboard/settings/security">
            Password and 2-step verification
          </Anchor>
        </List.Item>
      </List>
    </>
  );
}
