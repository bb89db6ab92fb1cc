// Apart from time-zone.ts: the API client needs only this, and the first page should not load
// the date rules (and their time-zone library) with it.

/** The browser's IANA time zone: sent with every API call, so the server's "today" is ours. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
