import { Button, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../../app/brand';
import { Panel } from '../../../ui/panel';
import { FeatureGate } from '../../access/feature-gate';
import { useAccess } from '../../access/use-access';
import { useDashboardUser } from '../../dashboard/use-dashboard-user';
import { CancellationPolicyForm } from './cancellation-policy-form';
import { useCancellationPolicy, usePracticeOwner } from './cancellation-policy-queries';
import { LoadedPolicy } from './loaded-policy';
import { PolicySummary } from './policy-summary';

/**
 * /pro-dashboard/policies: the practice's cancellation policy. Everyone with the policies
 * feature reads it (a scheduler, their owner's); only edit-scheduling may change it.
 */
export function PoliciesPage() {
  usePageTitle('Policies');
  return (
    <>
      <Title order={1}>Policies</Title>
      <FeatureGate feature="policies">
        <CancellationPolicySection />
      </FeatureGate>
    </>
  );
}

function CancellationPolicySection() {
  const user = useDashboardUser();
  const canEdit = useAccess(user).data?.features['edit-scheduling'] === true;
  const { team, ownerId, ownerName } = usePracticeOwner(user);
  const policy = useCancellationPolicy(user, ownerId);
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="cancellation-title">
      <Group justify="space-between" align="center" gap="sm" mt="md" maw={760}>
        <Title order={2} id="cancellation-title">
          Cancellation policy
        </Title>
        {canEdit && policy.isSuccess && !editing && (
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            Edit policy
          </Button>
        )}
      </Group>
      <Text c="dimmed" mt={4} maw={760}>
        {ownerName
          ? `The policy of ${ownerName}'s practice. Only the practice owner can change it.`
          : 'When clients may cancel a session without a fee, and what a late cancellation costs.'}
      </Text>
      <Panel mt="md" maw={760}>
        <LoadedPolicy team={team} policy={policy}>
          {(loaded) =>
            editing ? (
              <CancellationPolicyForm
                user={user}
                policy={loaded}
                onDone={() => setEditing(false)}
              />
            ) : (
              <PolicySummary policy={loaded} />
            )
          }
        </LoadedPolicy>
      </Panel>
    </section>
  );
}
