// Alone in its module: the web's API client sends it with every call, and the first page
// should not load the date rules of time.ts with it.

/** The header that carries the caller's IANA time zone ("today" for date rules). */
export const TIME_ZONE_HEADER = 'x-time-zone';
