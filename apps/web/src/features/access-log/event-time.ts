const longTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When an event happened, in the reader's own time zone. */
export const eventTime = (iso: string) => longTime.format(new Date(iso));
