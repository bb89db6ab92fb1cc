import { todayHere } from '../../app/format/time-zone';

/** Whether a calendar day ('2027-06-30') is before today on the operator's clock. */
export const isPast = (day: string, now = new Date()) => day < todayHere(now);
