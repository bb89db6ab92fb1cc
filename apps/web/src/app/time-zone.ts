import { todayIn } from '@orchid/contracts/time';

/** The browser's IANA time zone: sent with every API call, so the server's "today" is ours. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today as a calendar date where the person is: ages turn over on their own midnight. */
export const todayHere = (now: Date = new Date()): string => todayIn(browserTimeZone(), now);
