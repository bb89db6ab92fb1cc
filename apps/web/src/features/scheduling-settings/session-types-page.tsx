import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionType } from '@orchid/contracts/scheduling';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../app/brand';
import { showToast } from '../../app/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { FeatureGate } from '../access/feature-gate';
import { useAccess } from '../access/use-access';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { usePracticeOwner } from '../professionals/policies/cancellation-policy-queries';
import { NeedsSessionType } from './needs-session-type';
import { useDeleteSessionType, useSessionTypes } from './scheduling-queries';
import classes from './scheduling-settings.module.css';
import { SessionTypeForm } from './session-type-form';
import { sessionTypeFacts } from './session-type-values';

/**
 * /pro-dashboard/settings/session-types: what the practice offers (§3 Session type). The
 * owner adds, changes and removes them; a scheduler reads the owner's.
 */
export function SessionTypesPage() {
  usePageTitle('Session types');
  return (
    <FeatureGate feature="calendar">
      <SessionTypes />
    </FeatureGate>
  );
}

/** Which form is open: none, a new type, or one type's. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; type: SessionType };

function SessionTypes() {
  const user = useDashboardUser();
  const access = useAccess(user).data;
  const canEdit = access?.features['edit-scheduling'] === true;
  const { ownerId, ownerName } = usePracticeOwner(user);
  const types = useSessionTypes(user, ownerId);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<SessionType>();
  const close = () => setEditing({ kind: 'none' });
  const addButton = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing({ kind: 'new' })}
    >
      Add session type
    </Button>
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Session types</Title>
        <Text c="dimmed" mt={4}>
          {ownerName
            ? `The session types of ${ownerName}'s practice. Only the practice owner can change them.`
            : 'What you offer: how long a session is, what it costs, and what cancelling late costs.'}
        </Text>
        {canEdit && types.isSuccess && types.data.length > 0 && editing.kind === 'none' && (
          <Group mt="md">{addButton}</Group>
        )}
      </div>
      {editing.kind === 'new' && (
        <Panel>
          <Title order={3} mb="sm">
            New session type
          </Title>
          <SessionTypeForm user={user} plan={access?.plan_type} type={undefined} onDone={close} />
        </Panel>
      )}
      <QueryView query={types} failedMessage="We could not load your session types">
        {(list) =>
          list.length === 0 ? (
            editing.kind === 'new' ? null : (
              <NeedsSessionType canEdit={canEdit} action={addButton} />
            )
          ) : (
            <ul className={classes.list} aria-label="Session types">
              {list.map((type) => (
                <li key={type.appointment_type_id}>
                  <Panel>
                    {editing.kind === 'edit' &&
                    editing.type.appointment_type_id === type.appointment_type_id ? (
                      <>
                        <Title order={3} mb="sm">
                          Edit {type.label}
                        </Title>
                        <SessionTypeForm
                          user={user}
                          plan={access?.plan_type}
                          type={type}
                          onDone={close}
                        />
                      </>
                    ) : (
                      <SessionTypeSummary
                        type={type}
                        canEdit={canEdit && editing.kind === 'none'}
                        onEdit={() => setEditing({ kind: 'edit', type })}
                        onDelete={() => setRemoving(type)}
                      />
                    )}
                  </Panel>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <DeleteSessionTypeDialog type={removing} onClose={() => setRemoving(undefined)} />
    </Stack>
  );
}

type SummaryProps = {
  type: SessionType;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function SessionTypeSummary({ type, canEdit, onEdit, onDelete }: SummaryProps) {
  return (
    <div className={classes.typeRow}>
      <div className={classes.typeText}>
        <Title order={3} size="h4">
          {type.label}
        </Title>
        <ul className={classes.facts}>
          {sessionTypeFacts(type).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      {canEdit && (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={onEdit}
            aria-label={`Edit ${type.label}`}
          >
            Edit
          </Button>
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={`Delete ${type.label}`}
          >
            Delete
          </Button>
        </Group>
      )}
    </div>
  );
}

/** Deleting asks first; sessions already booked keep their type. */
function DeleteSessionTypeDialog({
  type,
  onClose,
}: {
  type: SessionType | undefined;
  onClose: () => void;
}) {
  const user = useDashboardUser();
  const remove = useDeleteSessionType(user);
  return (
    <ConfirmDialog
      opened={type !== undefined}
      title="Delete this session type?"
      confirmLabel="Delete"
      failureTitle="Not deleted"
      destructive
      action={remove}
      onClose={onClose}
      onConfirm={(done) =>
        type &&
        remove.mutate(type.appointment_type_id, {
          onSuccess: () => {
            showToast({ color: 'green', title: 'Session type deleted', message: type.label });
            done();
          },
        })
      }
    >
      {type && (
        <>
          Clients can no longer book <strong>{type.label}</strong>. Sessions already booked keep it.
        </>
      )}
    </ConfirmDialog>
  );
}
