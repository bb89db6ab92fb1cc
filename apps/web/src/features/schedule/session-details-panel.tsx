import { Alert, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import type { Appointment, EditMode } from '@orchid/contracts/appointments';
import { useState } from 'react';
import { showToast } from '../../app/toasts';
import { EditModeChoice } from './edit-mode-choice';
import { FactList } from './fact-list';
import { usePractice } from './practice-context';
import { useCancelSession } from './schedule-queries';
import { sessionTimeInWords, sessionWithName, statusInWords } from './session-words';

type SessionDetailsPanelProps = {
  appointment: Appointment;
  onEdit: () => void;
  onAddToCalendar: () => void;
};

/** Session details (§2): its tabs; the overview says who, when, what, and offers changes. */
export function SessionDetailsPanel(props: SessionDetailsPanelProps) {
  return (
    <Tabs defaultValue="overview" styles={{ tab: { paddingInline: 'var(--mantine-spacing-xs)' } }}>
      <Tabs.List mb="md">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="transcript">Transcript</Tabs.Tab>
        <Tabs.Tab value="summary">Summary</Tabs.Tab>
        <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview">
        <Overview {...props} />
      </Tabs.Panel>
      {(['transcript', 'summary', 'analytics'] as const).map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          <Text c="dimmed">
            There is no {tab} for this session yet. It comes once the session has been recorded.
          </Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function Overview({ appointment, onEdit, onAddToCalendar }: SessionDetailsPanelProps) {
  const practice = usePractice();
  const cancelled = appointment.status_flags.cancelledOrAbandoned;
  const begun = Date.parse(appointment.appointment_start) <= Date.now();
  const [cancelling, setCancelling] = useState(false);
  const [mode, setMode] = useState<EditMode>('this_session');
  const cancel = useCancelSession(practice);

  const confirmCancel = () =>
    cancel.mutate(
      { appointmentId: appointment.appointment_id, edit_mode: mode },
      {
        onSuccess: (answer) => {
          setCancelling(false);
          const count = answer.changed.length;
          showToast({
            color: 'green',
            message: count === 1 ? 'Session cancelled' : `${count} sessions cancelled`,
          });
        },
      },
    );

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={cancelled ? 'gray' : 'orchid'} variant="light" tt="none" size="lg">
          {statusInWords[appointment.status]}
        </Badge>
      </Group>
      <FactList
        rows={[
          [appointment.group_session_title ? 'Group' : 'Client', sessionWithName(appointment)],
          ['Session type', appointment.appointment_type_label],
          [
            'When',
            sessionTimeInWords(
              appointment.appointment_start,
              appointment.appointment_end,
              practice.timeZone,
            ),
          ],
          [
            'Where',
            appointment.place_session_held_outside_of_orchid ? 'Outside Orchid' : 'On Orchid',
          ],
        ]}
      />
      {!cancelled && !begun && !cancelling && (
        <Group gap="sm">
          <Button onClick={onEdit}>Edit session</Button>
          <Button variant="default" onClick={onAddToCalendar}>
            Add to calendar
          </Button>
          <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
            Cancel session
          </Button>
        </Group>
      )}
      {(cancelled || begun) && (
        <Group gap="sm">
          <Button variant="default" onClick={onAddToCalendar}>
            Add to calendar
          </Button>
        </Group>
      )}
      {cancelling && (
        <Stack gap="sm">
          {appointment.in_series && (
            <EditModeChoice label="Cancel which sessions?" value={mode} onChange={setMode} />
          )}
          {cancel.error && (
            <Alert color="red" variant="light" role="alert">
              {cancel.error.message}
            </Alert>
          )}
          <Group gap="sm">
            <Button color="red" loading={cancel.isPending} onClick={confirmCancel}>
              Cancel {mode === 'this_session' ? 'this session' : 'these sessions'}
            </Button>
            <Button variant="default" onClick={() => setCancelling(false)}>
              Keep
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
