import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Appointment } from '@orchid/contracts/appointments';
import type { Availability, BlockedInterval } from '@orchid/contracts/scheduling';
import type { CalendarDate } from '@orchid/contracts/time';
import { calendarDayInWords } from '../../app/format/dates';
import { hoursInWords, hoursOn } from './day-hours';
import classes from './day-preview-panel.module.css';
import { usePractice } from './practice-context';
import { wallClockAt } from './session-time';
import { sessionWithName } from './session-words';

type DayPreviewPanelProps = {
  date: CalendarDate;
  availability: Availability;
  appointments: readonly Appointment[];
  blocks: readonly BlockedInterval[];
  onSession: (appointment: Appointment) => void;
  onBlock: (block: BlockedInterval) => void;
  onNewSession: () => void;
  onBlockTime: () => void;
  onEditHours: () => void;
  onOpenDay: () => void;
};

/** Day preview (§2): the day's hours, sessions and blocked time, and what to do with it. */
export function DayPreviewPanel(props: DayPreviewPanelProps) {
  const practice = usePractice();
  const { date } = props;
  const onDay = (instant: string) => wallClockAt(instant, practice.timeZone).date === date;
  const sessions = props.appointments
    .filter((a) => !a.status_flags.cancelledOrAbandoned && onDay(a.appointment_start))
    .sort((a, b) => a.appointment_start.localeCompare(b.appointment_start));
  // Blocked time that starts that day, or runs into it from before.
  const blocks = props.blocks.filter((block) => {
    const from = wallClockAt(block.start, practice.timeZone);
    const until = wallClockAt(block.end, practice.timeZone);
    return (
      from.date <= date && (until.date > date || (until.date === date && until.time > '00:00'))
    );
  });
  const hours = hoursOn(props.availability, date);
  const time = (instant: string) => wallClockAt(instant, practice.timeZone).time;

  return (
    <Stack gap="md">
      <Title order={3}>{calendarDayInWords(date, 'full')}</Title>
      <Text>
        Hours: {hoursInWords(hours)}
        {hours.changed && ' (changed for this day)'}
      </Text>
      <section aria-label="Sessions of the day">
        <Text fw={600} mb="xs">
          {sessions.length === 0
            ? 'No sessions'
            : sessions.length === 1
              ? '1 session'
              : `${sessions.length} sessions`}
        </Text>
        <ul className={classes.list}>
          {sessions.map((appointment) => (
            <li key={appointment.appointment_id}>
              <UnstyledButton className={classes.item} onClick={() => props.onSession(appointment)}>
                <strong>{time(appointment.appointment_start)}</strong>{' '}
                {sessionWithName(appointment)} · {appointment.appointment_type_label}
              </UnstyledButton>
            </li>
          ))}
          {blocks.map((block) => (
            <li key={block.blocked_interval_id}>
              <UnstyledButton className={classes.item} onClick={() => props.onBlock(block)}>
                <strong>
                  {time(block.start)}–{time(block.end)}
                </strong>{' '}
                Blocked{block.note ? `: ${block.note}` : ''}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </section>
      <Group gap="sm">
        <Button onClick={props.onNewSession}>New session on this day</Button>
        <Button variant="default" onClick={props.onBlockTime}>
          Block time
        </Button>
        {practice.editsScheduling && (
          <Button variant="default" onClick={props.onEditHours}>
            Change hours for this day
          </Button>
        )}
        <Button variant="subtle" onClick={props.onOpenDay}>
          Open the day
        </Button>
      </Group>
    </Stack>
  );
}
