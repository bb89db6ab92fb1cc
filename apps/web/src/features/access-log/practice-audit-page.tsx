import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction, auditActions } from '@orchid/contracts/audit';
import { useState } from 'react';
import { usePageTitle } from '../../app/brand';
import { Panel } from '../../ui/panel';
import { usePracticeAuditEvents } from './access-log-queries';
import { eventTime } from './event-time';
import { PagedEvents } from './paged-events';

const actionOptions = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: auditActions[action],
}));

/** A day typed in a date input as the start (or the end) of that day, in the reader's zone. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;

/** /pro-dashboard/settings/audit-events: the practice owner searches the practice's events. */
export function PracticeAuditPage() {
  usePageTitle('Audit events');
  const [action, setAction] = useState<AuditAction | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const events = usePracticeAuditEvents({
    action: action ?? undefined,
    ...(from ? { from: dayBound(from, false) } : {}),
    ...(to ? { to: dayBound(to, true) } : {}),
  });
  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>Audit events</Title>
      <Text>
        Everything done by or to the people of your practice: sign-ins, changes, and each time
        someone opened another person's information.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Action"
          placeholder="All actions"
          data={actionOptions}
          value={action}
          onChange={(value) => setAction(value as AuditAction | null)}
          clearable
          searchable
          w={{ base: '100%', sm: 320 }}
        />
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </Group>
      <Panel>
        <PagedEvents
          label="Audit events found"
          query={events}
          failedMessage="We could not load the audit events"
          empty="No events match. Try another action or a wider range of days."
        >
          {(event) => (
            <li key={event.id}>
              <Text fw={600}>
                {event.actor_name ?? 'Someone not signed in'}: {event.what}
              </Text>
              <Text size="sm">
                {event.subject_name ? `About ${event.subject_name}. ` : ''}
                {event.outcome === 'success' ? '' : `Outcome: ${event.outcome}. `}
                {event.ip ? `From ${event.ip}.` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {eventTime(event.at)}
              </Text>
            </li>
          )}
        </PagedEvents>
      </Panel>
    </Stack>
  );
}
