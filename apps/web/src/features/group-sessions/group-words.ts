import type { HoldStatus } from '@orchid/contracts/checkout';
import { type GroupSeries, groupSessionMessages } from '@orchid/contracts/group-sessions';
import { brandName } from '../../app/brand';
import { instantInWords } from '../../app/format/dates';
import { dayAndTimeInWords } from '../schedule/session-words';

// Group sessions in words: when they meet, where, how many seats are left, and a seat's state.

/** 'Thu, Dec 3, 2026, 6:00 PM EST': a meeting on the reader's clock, with the zone's name. */
export const meetingWhen = dayAndTimeInWords;

/** 'Dec 3, 2026': a day, as the roster dates a seat. */
export const dayOf = (instant: string, timeZone: string): string =>
  instantInWords(instant, timeZone, { dateStyle: 'medium' });

/** What a seat's price pays for: ' for all 6 meetings' after the price, nothing for one. */
export const forAllMeetings = (count: number): string =>
  count > 1 ? ` for all ${count} meetings` : '';

/** '3 seats left', '1 seat left'; a full or closed group has none to offer. */
export function seatsLeftInWords(series: Pick<GroupSeries, 'seats_left' | 'status'>): string {
  if (series.status !== 'open' || series.seats_left === 0) return 'No seats left';
  return series.seats_left === 1 ? '1 seat left' : `${series.seats_left} seats left`;
}

/** '3 of 8 seats left', on the group's page. */
export const seatsLeftOfAll = (
  series: Pick<GroupSeries, 'seats' | 'seats_left' | 'status'>,
): string =>
  series.status === 'open' && series.seats_left > 0
    ? `${series.seats_left} of ${series.seats} seats left`
    : seatsLeftInWords(series);

/** '5 of 8 seats taken', for the professional. */
export const seatsTakenInWords = (series: Pick<GroupSeries, 'seats' | 'seats_left'>): string =>
  `${series.seats - series.seats_left} of ${series.seats} seats taken`;

export const placeInWords = (type: GroupSeries['session_location_type']): string =>
  type === 'in-person' ? 'In person' : 'Telehealth (video)';

export const statusLabel: Record<GroupSeries['status'], string> = {
  open: 'Open',
  full: 'Full',
  closed: 'Closed',
};

/** A group's state as a status colour (DESIGN.md: green, amber and red only for status). */
export const statusColor: Record<GroupSeries['status'], 'green' | 'yellow' | 'gray'> = {
  open: 'green',
  full: 'yellow',
  closed: 'gray',
};

/** Why a member cannot join, in the server's words; undefined when they can. */
export function joinBlocked(series: Pick<GroupSeries, 'status'>): string | undefined {
  if (series.status === 'full') return groupSessionMessages.full;
  if (series.status === 'closed') return groupSessionMessages.closed;
  return undefined;
}

/** A seat (a checkout hold) as the roster says it. */
export const seatStatusLabel: Record<HoldStatus, string> = {
  held: 'Held, not paid yet',
  pending_payment: 'Payment being confirmed',
  booked: 'Paid',
  expired: 'Hold ended unpaid',
  refunded: 'Refunded',
};

/** /group-session's title and description, in the browser and in its prerendered head. */
export function groupListSummary(): { title: string; description: string } {
  return {
    title: 'Support groups',
    description: `Join a small support group led by a licensed professional on ${brandName()}. See when each group meets, what a seat costs and how many seats are left, and book online.`,
  };
}
