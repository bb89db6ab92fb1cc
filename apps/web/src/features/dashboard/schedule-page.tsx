import { Anchor, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';
import { Panel } from '../../ui/panel';
import { FeatureGate } from '../access/feature-gate';
import { useAccess } from '../access/use-access';
import {
  useCancellationPolicy,
  usePracticeOwner,
} from '../professionals/policies/cancellation-policy-queries';
import { LoadedPolicy } from '../professionals/policies/loaded-policy';
import { PolicySummary } from '../professionals/policies/policy-summary';
import { practiceInWords } from '../professionals/policies/practice-words';
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
  return (
    <>
      <Text mt="xs" size="lg" maw={760}>
        {ownerName && team.data
          ? `You schedule for ${practiceInWords(team.data.name, ownerName)}.`
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
            <Anchor component={Link} to={paths.proPolicies}>
              See the policies
            </Anchor>
          )}
        </Group>
        <LoadedPolicy team={team} policy={policy}>
          {(loaded) => <PolicySummary policy={loaded} />}
        </LoadedPolicy>
      </Panel>
      <Title order={2} size="h3" mt="lg">
        What you can use now
      </Title>
      <List mt="xs" spacing="xs">
        <List.Item>
          <Anchor component={Link} to={paths.proSettings}>
            Your profile
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.proSecuritySettings}>
            Password and 2-step verification
          </Anchor>
        </List.Item>
      </List>
    </>
  );
}
