import { todayIn } from '@orchid/contracts/time';
import { browserTimeZone } from '../../app/browser-time-zone';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment on the desk, on the operator's clock. */
export const deskDate = (iso: string) => dateTime.format(new Date(iso));

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ('2027-06-30') as people read it ('Jun 30, 2027'). */
export const deskDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

/** Whether a calendar day ('2027-06-30') is before today on the operator's clock. */
export const isPast = (day: string, now = new Date()) => day < todayIn(browserTimeZone(), now);
