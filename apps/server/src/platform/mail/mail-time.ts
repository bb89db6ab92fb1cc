// Every time a mail shows: weekday, date, time and zone, on the recipient's own clock, so
// nobody reads a session in the wrong zone (docs/notifications.md).

/** 'Monday, November 30, 2026 at 10:00 AM EST (America/New_York)'. */
export function timeInWords(instant: Date, timeZone: string) {
  const words = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(instant);
  return `${words} (${timeZone})`;
}

/** 'Mon, Nov 30, 10:00 AM EST': for a subject line, where the zone's name is too long. */
export function shortTimeInWords(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(instant);
}

/** 'Monday, November 30, 2026 (America/New_York)': a day, on the recipient's calendar. */
export function dayInWords(instant: Date, timeZone: string) {
  const words = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(instant);
  return `${words} (${timeZone})`;
}
