import { Anchor, Group, Title } from '@mantine/core';
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
import { ScheduleScreen } from '../schedule/schedule-screen';
import { useDashboardUser } from './use-dashboard-user';

/**
 * /pro-dashboard/schedule: the practice calendar (§2), where a practice scheduler starts, with
 * the cancellation policy the practice books under.
 */
export function SchedulePage() {
  usePageTitle('Schedule');
  return (
    <>
      <Title order={1}>Schedule</Title>
      <FeatureGate feature="calendar">
        <ScheduleScreen />
        <PolicyPanel />
      </FeatureGate>
    </>
  );
}

function PolicyPanel() {
  const user = useDashboardUser();
  const access = useAccess(user).data;
  const { team, ownerId } = usePracticeOwner(user);
  const policy = useCancellationPolicy(user, ownerId);
  return (
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
  );
}
