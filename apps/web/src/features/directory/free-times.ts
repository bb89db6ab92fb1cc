import type { Timeslot } from '@orchid/contracts/scheduling';
import { type CalendarDate, instantToWallClock } from '@orchid/contracts/time';
import { instantInWords } from '../../app/format/dates';

// A professional's free times as a visitor reads them: by day on the visitor's own clock,
// whatever zone the professional works in.

export type FreeTime = {
  /** The instant as the API gave it (ISO 8601 with an offset): what the checkout asks for. */
  start: string;
  /** '9:30 AM' on the visitor's clock. */
  time: string;
  lengthMinutes: number;
  label: string;
  price: number;
};

export type FreeDay = {
  date: CalendarDate;
  /** 'Tuesday, March 10'. */
  heading: string;
  times: FreeTime[];
};

/** Free times grouped by the visitor's calendar day, days and times in order. */
export function freeTimesByDay(timeslots: Timeslot[], timeZone: string): FreeDay[] {
  const days = new Map<CalendarDate, FreeDay>();
  const sorted = [...timeslots].sort(
    (a, b) => Date.parse(a.timeslot_datetime_start) - Date.parse(b.timeslot_datetime_start),
  );
  for (const slot of sorted) {
    const instant = new Date(slot.timeslot_datetime_start);
    const { date } = instantToWallClock(instant, timeZone);
    let day = days.get(date);
    if (!day) {
      day = {
        date,
        heading: instantInWords(instant, timeZone, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
        }),
        times: [],
      };
      days.set(date, day);
    }
    day.times.push({
      start: slot.timeslot_datetime_start,
      time: instantInWords(instant, timeZone, { hour: 'numeric', minute: '2-digit' }),
      lengthMinutes: slot.timeslot_length_minute,
      label: slot.appointmentType.label,
      price: slot.price,
    });
  }
  return [...days.values()];
}

/** The session types that have free times, in the order they first appear. */
export function labelsOf(timeslots: Timeslot[]): string[] {
  return [...new Set(timeslots.map((slot) => slot.appointmentType.label))];
}

/** A date and time on the visitor's clock: 'Tue, Mar 10, 9:30 AM EDT'. */
export function nextFreeInWords(instant: string, timeZone: string): string {
  return instantInWords(instant, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
