const longTime = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

/** When an event happened: in `timeZone` when given, else in the reader's own time zone. */
export const eventTime = (iso: string, timeZone?: string) =>
  longTime(timeZone).format(new Date(iso));
