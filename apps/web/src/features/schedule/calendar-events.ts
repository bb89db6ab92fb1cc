import type { BusinessHoursInput, EventInput } from '@fullcalendar/core';
import type { Appointment } from '@orchid/contracts/appointments';
import type { Availability, BlockedInterval } from '@orchid/contracts/scheduling';
import { addCalendarDays, type CalendarDate } from '@orchid/contracts/time';
import { sessionWithName } from './session-words';

// What the calendar draws, from what the API answers: sessions, blocked time, and the hours
// the practice works (FullCalendar's EventInput and businessHours). Pure, so tested alone.

export type CalendarItem =
  | { kind: 'session'; appointment: Appointment }
  | { kind: 'blocked'; block: BlockedInterval };

/** The extendedProps of an event, read back when it is clicked or moved. */
export const itemOf = (extendedProps: Record<string, unknown>): CalendarItem | undefined =>
  extendedProps.item as CalendarItem | undefined;

/**
 * A session as an event: the client and the type; a cancelled one greyed and fixed in place,
 * an invitation not yet accepted marked as such. Sessions that have begun are never moved.
 */
export function sessionEvent(appointment: Appointment, now: Date): EventInput {
  const cancelled = appointment.status_flags.cancelledOrAbandoned;
  const begun = Date.parse(appointment.appointment_start) <= now.getTime();
  const classNames = ['orchid-session'];
  if (cancelled) classNames.push('orchid-session-cancelled');
  if (appointment.status_flags.unconfirmedInvite) classNames.push('orchid-session-invited');
  const title = `${sessionWithName(appointment)} · ${appointment.appointment_type_label}`;
  return {
    id: appointment.appointment_id,
    title: cancelled ? `Cancelled: ${title}` : title,
    start: appointment.appointment_start,
    end: appointment.appointment_end,
    classNames,
    editable: !cancelled && !begun,
    extendedProps: { item: { kind: 'session', appointment } satisfies CalendarItem },
  };
}

/** The sessions to draw: cancelled ones only when asked for. */
export function sessionEvents(
  appointments: readonly Appointment[],
  { showCancelled, now }: { showCancelled: boolean; now: Date },
): EventInput[] {
  return appointments
    .filter((appointment) => showCancelled || !appointment.status_flags.cancelledOrAbandoned)
    .map((appointment) => sessionEvent(appointment, now));
}

/** Blocked time as an event of its own kind (clickable, to see and change it). */
export function blockedEvent(block: BlockedInterval): EventInput {
  return {
    id: `blocked-${block.blocked_interval_id}`,
    title: block.note ? `Blocked: ${block.note}` : 'Blocked',
    start: block.start,
    end: block.end,
    classNames: ['orchid-blocked'],
    editable: false,
    extendedProps: { item: { kind: 'blocked', block } satisfies CalendarItem },
  };
}

/**
 * The weekly hours as FullCalendar's businessHours: the rest of the week is drawn as not
 * working. Weekdays are ISO (1 Monday … 7 Sunday); FullCalendar counts Sunday as 0.
 */
export function businessHoursOf(availability: Pick<Availability, 'weekly'>): BusinessHoursInput {
  if (availability.weekly.length === 0) return false;
  return availability.weekly.map((period) => ({
    daysOfWeek: [period.weekday % 7],
    startTime: period.start,
    endTime: period.end,
  }));
}

/** '24:00' of a date is the next day's midnight, as FullCalendar reads a floating time. */
const wallTime = (date: CalendarDate, time: string) =>
  time === '24:00' ? `${addCalendarDays(date, 1)}T00:00:00` : `${date}T${time}:00`;

/**
 * The days whose hours are changed (date overrides) between `from` and `to` (dates, `to`
 * excluded): a day off as an all-day background event, and the hours a changed day is closed
 * as background events on the practice's wall clock (the calendar runs in the practice's
 * zone).
 */
export function overrideEvents(
  availability: Pick<Availability, 'date_overrides'>,
  from: CalendarDate,
  to: CalendarDate,
): EventInput[] {
  const events: EventInput[] = [];
  for (const override of availability.date_overrides) {
    if (override.date < from || override.date >= to) continue;
    if (override.intervals.length === 0) {
      // All day, so the month view shows it too (it draws no timed background).
      events.push({
        id: `closed-${override.date}`,
        title: 'Day off',
        start: override.date,
        end: addCalendarDays(override.date, 1),
        allDay: true,
        display: 'background',
        classNames: ['orchid-closed'],
      });
      continue;
    }
    const open = [...override.intervals].sort((a, b) => a.start.localeCompare(b.start));
    let cursor = '00:00';
    const closed: { start: string; end: string }[] = [];
    for (const period of open) {
      if (period.start > cursor) closed.push({ start: cursor, end: period.start });
      if (period.end > cursor) cursor = period.end;
    }
    if (cursor < '24:00') closed.push({ start: cursor, end: '24:00' });
    closed.forEach((period, index) => {
      events.push({
        id: `closed-${override.date}-${index}`,
        title: 'Closed',
        start: wallTime(override.date, period.start),
        end: wallTime(override.date, period.end),
        display: 'background',
        classNames: ['orchid-closed'],
      });
    });
  }
  return events;
}
