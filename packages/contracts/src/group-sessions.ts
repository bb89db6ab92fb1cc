import { z } from 'zod';
import { HOLD_STATUSES } from './checkout';
import { defineEndpoint } from './endpoint';
import { AnswerInstantSchema, InstantSchema } from './instants';
import { text } from './text';

// Group sessions, support groups (issue 14; booking-practice-and-marketing §2: the routes
// /group-session, /group-session/series/{group_sessions_series_id}, its /checkout and
// /checkout-confirm). The spec names the routes, not the calls; these are ours.
//
// A professional publishes a series of meetings of one group session type (kind 'group', with
// seats). A member takes a seat in the whole series: a seat is held like a one-on-one time
// (the checkout's hold, HOLD_MINUTES) and paid with the same payment calls, by its
// timeslot_id. Seats never oversell. Members never see who else has a seat; the professional
// sees the roster.

/** Meetings of one series, at most (a year of weekly meetings). */
export const GROUP_MEETINGS_MAX = 52;

export const groupSessionMessages = {
  full: 'This group is full.',
  alreadyJoined: 'You already have a seat in this group.',
  notGroupType: 'Choose a group session type (one with seats).',
  closed: 'This group no longer takes new members.',
  notFound: 'This group was not found.',
  badRule:
    'Choose how the meetings repeat: weekly, every two to four weeks or monthly, with a number of meetings or an end date.',
  tooManyMeetings: `A group has at most ${GROUP_MEETINGS_MAX} meetings.`,
  noMeetings: 'This end date comes before the first meeting: choose a later one.',
  pastMeeting: 'The first meeting must be in the future.',
  conflict: 'Oops...There is a conflicting session',
} as const;

/** Publishing a series: its meetings as the first start and an RRULE, like session series. */
export const GroupSeriesInputSchema = z.strictObject({
  appointment_type_label: text().trim().min(1).max(100),
  title: text().trim().min(3).max(120),
  description: text().trim().max(4000),
  first_meeting_start: InstantSchema,
  /** RFC 5545 RRULE (FREQ=WEEKLY;COUNT=8); null: one meeting. */
  repeat_rule: text().trim().max(500).nullable(),
});
export type GroupSeriesInput = z.input<typeof GroupSeriesInputSchema>;

export const GROUP_SERIES_STATUSES = ['open', 'full', 'closed'] as const;

/** What anyone may see of a series: no attendee's name or detail, only how many seats are left. */
export const GroupSeriesSchema = z.object({
  group_sessions_series_id: z.uuid(),
  title: text(),
  description: text(),
  appointment_type_label: text(),
  length_minutes: z.number().int(),
  session_location_type: z.enum(['telehealth', 'in-person']),
  orchid_pro: z.object({
    cognito_sub: z.uuid(),
    display_name: text(),
    custom_url: text().nullable(),
    /** The directory photo's address, when they have one. */
    photo_url: text().nullable(),
  }),
  /** Dollars for a seat in every meeting still ahead (the type's price times those meetings). */
  price: z.number(),
  seats: z.number().int(),
  seats_left: z.number().int(),
  meetings: z.array(AnswerInstantSchema),
  /** open: seats left and a meeting ahead; full; closed: cancelled or over. */
  status: z.enum(GROUP_SERIES_STATUSES),
});
export type GroupSeries = z.infer<typeof GroupSeriesSchema>;

export const listGroupSeries = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/group_sessions',
  summary: 'Open group series with a meeting ahead (public)',
  query: z.object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  status: 200,
  response: z.object({ series: z.array(GroupSeriesSchema), total: z.number().int() }),
});

/** The professional's own series, open, full and closed (their Groups screen). */
export const listMyGroupSeries = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/group_sessions/mine',
  summary: 'Your group series, newest first',
  status: 200,
  response: z.object({ series: z.array(GroupSeriesSchema) }),
});

export const getGroupSeries = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/group_sessions/series/{group_sessions_series_id}',
  summary: 'One group series (public)',
  params: z.object({ group_sessions_series_id: z.uuid() }),
  status: 200,
  response: GroupSeriesSchema,
});

export const publishGroupSeries = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/group_sessions/series',
  summary: 'Publish a group series on your calendar (its meetings block the time)',
  body: GroupSeriesInputSchema,
  status: 201,
  response: GroupSeriesSchema,
});

export const closeGroupSeries = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/close',
  summary:
    'Cancel the meetings still ahead; every paid seat is refunded for them and told by e-mail',
  params: z.object({ group_sessions_series_id: z.uuid() }),
  status: 200,
  response: GroupSeriesSchema,
});

/** A member holds a seat: then pay with the checkout's payment calls by timeslot_id. */
export const holdGroupSeat = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/seat',
  summary:
    'Hold a seat for HOLD_MINUTES while paying (409 when full or already paid for); a seat still held answers the same hold',
  params: z.object({ group_sessions_series_id: z.uuid() }),
  body: z.strictObject({ coupon_name: text().trim().min(1).max(50).nullable().optional() }),
  status: 201,
  response: z.object({
    timeslot_id: z.uuid(),
    price: z.number(),
    hold_expires_at: AnswerInstantSchema,
  }),
});

/** A coupon on a seat: its price for the meetings ahead after the coupon (§7's end_price). */
export const groupCouponDiscount = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/coupon_discount',
  summary: "A seat's price after the coupon (4xx for an unknown, expired or used-up coupon)",
  params: z.object({ group_sessions_series_id: z.uuid() }),
  body: z.strictObject({ coupon_name: text().trim().min(1).max(50) }),
  status: 200,
  response: z.object({ end_price: z.number() }),
});

/** The caller's own seats (the member, or the minor a guardian acts for): held, paid or not. */
export const listMyGroupSeats = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/group_sessions/seats',
  summary: 'Your seats in groups, newest first (a live hold can be paid again by its timeslot_id)',
  status: 200,
  response: z.object({
    seats: z.array(
      z.object({
        timeslot_id: z.uuid(),
        group_sessions_series_id: z.uuid(),
        status: z.enum(HOLD_STATUSES),
        price: z.number(),
        hold_expires_at: AnswerInstantSchema,
      }),
    ),
  }),
});

export const GroupRosterSchema = z.object({
  group_sessions_series_id: z.uuid(),
  seats: z.array(
    z.object({
      timeslot_id: z.uuid(),
      patient: z.object({
        cognito_sub: z.uuid(),
        first_name: text(),
        last_name: text(),
        preferred_first_name: text().nullable(),
      }),
      /** A seat is a hold: the checkout's statuses. */
      status: z.enum(HOLD_STATUSES),
      /** Dollars paid for the seat (0 for a free seat or one not paid yet). */
      amount_paid: z.number(),
      create_datetime: AnswerInstantSchema,
    }),
  ),
});

export const getGroupRoster = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/roster',
  summary: "The series' seats with each one's payment state (its professional only)",
  params: z.object({ group_sessions_series_id: z.uuid() }),
  status: 200,
  response: GroupRosterSchema,
});
