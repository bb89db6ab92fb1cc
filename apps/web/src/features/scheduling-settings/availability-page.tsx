import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/brand';
import { QueryView } from '../../ui/query-view';
import { FeatureGate } from '../access/feature-gate';
import { useAccess } from '../access/use-access';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { usePracticeOwner } from '../professionals/policies/cancellation-policy-queries';
import { AvailabilityForm } from './availability-form';
import { AvailabilitySummary } from './availability-summary';
import { NeedsSessionType } from './needs-session-type';
import { useAvailability, useSessionTypes } from './scheduling-queries';

/**
 * /pro-dashboard/settings/availability: the practice's time zone, weekly hours, days off and
 * booking rules. The owner changes them; a scheduler reads the owner's.
 */
export function AvailabilityPage() {
  usePageTitle('Availability');
  return (
    <FeatureGate feature="calendar">
      <AvailabilitySettings />
    </FeatureGate>
  );
}

function AvailabilitySettings() {
  const user = useDashboardUser();
  const canEdit = useAccess(user).data?.features['edit-scheduling'] === true;
  const { ownerId, ownerName } = usePracticeOwner(user);
  const availability = useAvailability(user, ownerId);
  const types = useSessionTypes(user, ownerId);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Availability</Title>
        <Text c="dimmed" mt={4}>
          {ownerName
            ? `The hours of ${ownerName}'s practice. Only the practice owner can change them.`
            : 'When clients can book you, and how far ahead.'}
        </Text>
      </div>
      {/* Clients book by session type: hours alone give them nothing to book. */}
      {types.isSuccess && types.data.length === 0 && <NeedsSessionType canEdit={canEdit} />}
      <QueryView query={availability} failedMessage="We could not load your hours">
        {(loaded) =>
          canEdit ? (
            <AvailabilityForm user={user} availability={loaded} />
          ) : (
            <AvailabilitySummary availability={loaded} />
          )
        }
      </QueryView>
    </Stack>
  );
}
