// Every time a mail shows: weekday, date, time and zone, on the recipient's own clock, so
// nobody reads a session in the wrong zone (docs/notifications.md).

const longDay = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
const clock = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/** A formatter of instants on a zone's clock, in US English. */
const inZone =
  (parts: Intl.DateTimeFormatOptions, { namedZone }: { namedZone: boolean }) =>
  (instant: Date, timeZone: string) => {
    const words = new Intl.DateTimeFormat('en-US', { ...parts, timeZone }).format(instant);
    return namedZone ? `${words} (${timeZone})` : words;
  };

/** 'Monday, November 30, 2026 at 10:00 AM EST (America/New_York)'. */
export const timeInWords = inZone({ ...longDay, ...clock }, { namedZone: true });

/** 'Mon, Nov 30, 10:00 AM EST': for a subject line, where the zone's name is too long. */
export const shortTimeInWords = inZone(
  { weekday: 'short', month: 'short', day: 'numeric', ...clock },
  { namedZone: false },
);

/** 'Monday, November 30, 2026 (America/New_York)': a day, on the recipient's calendar. */
export const dayInWords = inZone(longDay, { namedZone: true });
