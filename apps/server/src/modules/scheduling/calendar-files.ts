import ical, { ICalCalendarMethod } from 'ical-generator';

// Sessions as iCalendar (RFC 5545), through ical-generator: the .ics of a reminder, and the
// practice's calendar feed.

export type CalendarSession = {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  cancelled?: boolean;
};

/** A calendar of sessions; each keeps its id, so a calendar app updates it in place. */
export function sessionsCalendar(
  sessions: CalendarSession[],
  options: { name: string; host: string; method?: 'publish' },
): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: options.host, product: 'sessions' },
    ...(options.method ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  for (const session of sessions) {
    calendar.createEvent({
      id: `${session.id}@${options.host}`,
      start: session.start,
      end: session.end,
      summary: session.summary,
      ...(session.description ? { description: session.description } : {}),
    });
  }
  return calendar.toString();
}
