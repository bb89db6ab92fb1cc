import { Badge, Box, Button, Group, Text, Title } from '@mantine/core';
import type { GroupSeries } from '@orchid/contracts/group-sessions';
import { memberDisplayName } from '@orchid/contracts/names';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { dollarsInWords } from '../../app/format/money';
import { viewerTimeZone } from '../../app/format/time-zone';
import { Panel } from '../../ui/panel';
import { PlainList } from '../../ui/plain-list';
import { QueryView } from '../../ui/query-view';
import { meetingsInWords } from '../checkout/checkout-rules';
import { groupSeriesPage } from './group-paths';
import { useGroupRoster } from './group-queries';
import {
  dayOf,
  meetingWhen,
  seatStatusLabel,
  seatsTakenInWords,
  statusColor,
  statusLabel,
} from './group-words';

type MyGroupRowProps = {
  series: GroupSeries;
  /** The practice's zone, once known (the browser's meanwhile). */
  timeZone: string | undefined;
  onClose: () => void;
};

/** One of the practice's groups: its state, next meeting, seats taken; roster, page, Close. */
export function MyGroupRow({ series, timeZone, onClose }: MyGroupRowProps) {
  const [rosterOpen, setRosterOpen] = useState(false);
  const zone = timeZone ?? viewerTimeZone();
  const id = series.group_sessions_series_id;
  const [next] = series.meetings;
  return (
    <li>
      <Panel>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box style={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {series.title}
              </Title>
              <Badge color={statusColor[series.status]} variant="light">
                {statusLabel[series.status]}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              {series.appointment_type_label} ·{' '}
              {next ? `${meetingsInWords(series.meetings.length)} ahead` : 'No meeting ahead'}
            </Text>
            {next && <Text size="sm">Next: {meetingWhen(next, zone)}</Text>}
            <Text size="sm">
              {seatsTakenInWords(series)}
              {/* A closed group has no meeting left to pay for. */}
              {series.status !== 'closed' && ` · ${dollarsInWords(series.price)} a seat`}
            </Text>
          </Box>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              aria-expanded={rosterOpen}
              aria-controls={`roster-${id}`}
              rightSection={
                rosterOpen ? (
                  <IconChevronUp size={16} aria-hidden="true" />
                ) : (
                  <IconChevronDown size={16} aria-hidden="true" />
                )
              }
              onClick={() => setRosterOpen((open) => !open)}
            >
              Roster
            </Button>
            <Button component={Link} to={groupSeriesPage(id)} variant="subtle" size="sm">
              Public page
            </Button>
            {series.status !== 'closed' && (
              <Button variant="subtle" color="red" size="sm" onClick={onClose}>
                Close group
              </Button>
            )}
          </Group>
        </Group>
        {rosterOpen && (
          <Box id={`roster-${id}`} mt="md">
            <Roster seriesId={id} timeZone={zone} />
          </Box>
        )}
      </Panel>
    </li>
  );
}

/** Each seat: who, where its payment stands, what was paid, and when it was taken. */
function Roster({ seriesId, timeZone }: { seriesId: string; timeZone: string }) {
  const roster = useGroupRoster(seriesId);
  return (
    <QueryView query={roster} failedMessage="We could not load the roster">
      {(seats) =>
        seats.length === 0 ? (
          <Text>No one has taken a seat yet.</Text>
        ) : (
          <PlainList label="Roster" gap={0}>
            {seats.map((seat) => (
              <Group
                key={seat.timeslot_id}
                component="li"
                justify="space-between"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <div>
                  <Text fw={600}>{memberDisplayName(seat.patient)}</Text>
                  <Text size="sm" c="dimmed">
                    {seatStatusLabel[seat.status]} · {dayOf(seat.create_datetime, timeZone)}
                  </Text>
                </div>
                <Text fw={600}>{dollarsInWords(seat.amount_paid)} paid</Text>
              </Group>
            ))}
          </PlainList>
        )
      }
    </QueryView>
  );
}
