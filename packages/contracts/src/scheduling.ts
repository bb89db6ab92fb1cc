import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AnswerInstantSchema, calendarDateSchema, InstantSchema } from './instants';
import { SessionLocationTypeSchema } from './professional-options/office-locations';
import { CANCELLATION_FEE_TYPES, CANCELLATION_LIMIT_HOURS_MAX } from './professionals';
import { text } from './text';
import { daysBetween, isCalendarDate, isTimeZone } from './time';

// Scheduling (booking-practice-and-marketing §3 Appointment type, Timeslot, Session type; §7;
// issue 13): a practice's session types, its weekly hours, and the free time the slot engine
// (free-time.ts) finds in them.

export const schedulingMessages = {
  typeNotFound: 'We could not find this session type.',
  blockNotFound: 'We could not find this blocked time.',
  labelTaken: 'You already have a session type with this name.',
  aiTypesNeedAiPlan: 'AI video and AI audio sessions come with the AI plan.',
  seatsForGroups: 'Enter how many seats a group session has (2 or more).',
  noSeatsForOneOnOne: 'Only group sessions have seats.',
  endAfterStart: 'The end must be after the start.',
  sameDayTwice: 'Each date can be changed only once.',
  rangeTooLong: 'Ask for at most 62 days at a time.',
  professionalNotFound: 'We could not find this professional.',
  invalidTimeZone: 'Choose a time zone.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  invalidTime: 'Enter a time as HH:MM.',
} as const;

export const SESSION_KINDS = ['one_on_one', 'group'] as const;
/** Session types with these words are AI sessions, only on the ai-only plan (§4). */
export const AI_SESSION_LABELS = ['AI Video Session', 'AI Audio Session'] as const;
export const isAiSessionLabel = (label: string) =>
  AI_SESSION_LABELS.some((words) => label.includes(words));

/** Free time is asked for at most this many days at once (the bench asks for 60). */
export const TIMESLOT_RANGE_DAYS_MAX = 62;

const TimeZoneSchema = text().refine(isTimeZone, schedulingMessages.invalidTimeZone);
const CalendarDateSchema = calendarDateSchema(schedulingMessages.invalidDate);
/** 'HH:MM' on a 24-hour clock; '24:00' ends a period at midnight. */
const WallTimeSchema = text().regex(
  /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/,
  schedulingMessages.invalidTime,
);
/** Dollars with at most two decimals (stored in cents). */
const DollarsSchema = z
  .number()
  .min(0)
  .max(100_000)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Use at most two decimals.',
  );

// ---- Session types ------------------------------------------------------------------------

export const CancellationFeeSchema = z.strictObject({
  type: z.enum(CANCELLATION_FEE_TYPES),
  /** Dollars for 'flat', percent of the price for 'percent', 0 for 'none'. */
  amount: z.number().min(0).max(100_000),
});

export const SessionTypeInputSchema = z
  .strictObject({
    label: text().trim().min(1).max(100),
    length_minutes: z.number().int().min(5).max(480),
    price: DollarsSchema,
    kind: z.enum(SESSION_KINDS),
    /** Group sessions only: how many clients can book one. */
    seats: z.number().int().min(2).max(100).nullable(),
    session_location_type: SessionLocationTypeSchema,
    office_location_id: text().trim().max(100).nullable(),
    cancellation_limit_hours: z.number().int().min(0).max(CANCELLATION_LIMIT_HOURS_MAX),
    cancellation_fee: CancellationFeeSchema,
    /** Whether clients can book it themselves (the directory and the booking page). */
    bookable_online: z.boolean(),
  })
  .superRefine((type, ctx) => {
    if (type.kind === 'group' && type.seats === null) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: schedulingMessages.seatsForGroups });
    }
    if (type.kind === 'one_on_one' && type.seats !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: schedulingMessages.noSeatsForOneOnOne,
      });
    }
    const fee = type.cancellation_fee;
    if (fee.type === 'percent' && (fee.amount > 100 || !Number.isInteger(fee.amount))) {
      ctx.addIssue({
        code: 'custom',
        path: ['cancellation_fee', 'amount'],
        message: 'Enter a whole percent, at most 100.',
      });
    }
  });
export type SessionTypeInput = z.infer<typeof SessionTypeInputSchema>;

export const SessionTypeSchema = z.object({
  appointment_type_id: z.uuid(),
  label: text(),
  length_minutes: z.number().int(),
  price: z.number(),
  kind: z.enum(SESSION_KINDS),
  seats: z.number().int().nullable(),
  session_location_type: SessionLocationTypeSchema,
  office_location_id: text().nullable(),
  cancellation_limit_hours: z.number().int(),
  cancellation_fee: CancellationFeeSchema,
  bookable_online: z.boolean(),
  create_datetime: z.iso.datetime({ offset: true }),
  modify_datetime: z.iso.datetime({ offset: true }),
});
export type SessionType = z.infer<typeof SessionTypeSchema>;

const OnBehalfOfQuery = z.object({ on_behalf_of: z.uuid().optional() });
const SessionTypeParams = z.object({ appointment_type_id: z.uuid() });

export const listOwnSessionTypes = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/appointment_types/',
  summary: "The practice's session types, all fields (with on_behalf_of, the team owner's)",
  query: OnBehalfOfQuery,
  status: 200,
  response: z.object({ appointment_types: z.array(SessionTypeSchema) }),
});

/** What a client may book of a professional: the types bookable online. */
export const BookableSessionTypeSchema = SessionTypeSchema.pick({
  label: true,
  price: true,
  length_minutes: true,
  kind: true,
  seats: true,
  session_location_type: true,
  cancellation_limit_hours: true,
  cancellation_fee: true,
});

export const listBookableSessionTypes = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/appointment_types/{id}',
  summary: "The session types clients may book with a professional (by the professional's sub)",
  params: z.object({ id: z.uuid() }),
  status: 200,
  response: z.object({ appointment_types: z.array(BookableSessionTypeSchema) }),
});

export const createSessionType = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/appointment_types/',
  summary:
    "Add a session type to your practice (on_behalf_of: your own; a team member's is refused, as changing the setup is the owner's)",
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  body: SessionTypeInputSchema,
  status: 201,
  response: SessionTypeSchema,
});

export const updateSessionType = defineEndpoint({
  method: 'PUT',
  path: '/api/scheduler/v1/appointment_types/{appointment_type_id}',
  summary: 'Change a session type of your practice',
  params: SessionTypeParams,
  body: SessionTypeInputSchema,
  status: 200,
  response: SessionTypeSchema,
});

export const deleteSessionType = defineEndpoint({
  method: 'DELETE',
  path: '/api/scheduler/v1/appointment_types/{appointment_type_id}',
  summary: 'Remove a session type (sessions already booked keep it)',
  params: SessionTypeParams,
  status: 200,
  response: z.object({ deleted: z.literal(true) }),
});

// ---- Availability -------------------------------------------------------------------------

const PeriodSchema = z.strictObject({ start: WallTimeSchema, end: WallTimeSchema });
const endsAfterStart = (period: { start: string; end: string }) => period.end > period.start;

export const AvailabilitySchema = z
  .strictObject({
    timezone: TimeZoneSchema,
    weekly: z
      .array(
        PeriodSchema.extend({
          /** 1 Monday … 7 Sunday. */
          weekday: z.number().int().min(1).max(7),
          office_location_id: text().trim().max(100).nullable(),
        }),
      )
      .max(70),
    date_overrides: z
      .array(z.strictObject({ date: CalendarDateSchema, intervals: z.array(PeriodSchema).max(10) }))
      .max(400),
    min_notice_minutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30),
    booking_window_days: z.number().int().min(1).max(365),
    buffer_minutes: z.number().int().min(0).max(240),
  })
  .superRefine((availability, ctx) => {
    availability.weekly.forEach((period, index) => {
      if (!endsAfterStart(period)) {
        ctx.addIssue({
          code: 'custom',
          path: ['weekly', index, 'end'],
          message: schedulingMessages.endAfterStart,
        });
      }
    });
    const seen = new Set<string>();
    availability.date_overrides.forEach((override, index) => {
      if (seen.has(override.date)) {
        ctx.addIssue({
          code: 'custom',
          path: ['date_overrides', index, 'date'],
          message: schedulingMessages.sameDayTwice,
        });
      }
      seen.add(override.date);
      override.intervals.forEach((period, at) => {
        if (!endsAfterStart(period)) {
          ctx.addIssue({
            code: 'custom',
            path: ['date_overrides', index, 'intervals', at, 'end'],
            message: schedulingMessages.endAfterStart,
          });
        }
      });
    });
  });
export type Availability = z.infer<typeof AvailabilitySchema>;

/**
 * What a professional who has not set hours sees to start from: weekdays 09:00–17:00 in
 * New York, a day's notice, two months ahead. Clients see no free time until hours are saved.
 */
export const DEFAULT_AVAILABILITY: Availability = {
  timezone: 'America/New_York',
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start: '09:00',
    end: '17:00',
    office_location_id: null,
  })),
  date_overrides: [],
  min_notice_minutes: 24 * 60,
  booking_window_days: 60,
  buffer_minutes: 0,
};

const AvailabilityAnswerSchema = AvailabilitySchema.and(
  z.object({
    /** False while the practice shows the defaults above and clients see no free time. */
    saved: z.boolean(),
  }),
);

export const getAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/availability',
  summary:
    "The practice's weekly hours, days off and booking rules (with on_behalf_of, the team owner's)",
  query: OnBehalfOfQuery,
  status: 200,
  response: AvailabilityAnswerSchema,
});

export const saveAvailability = defineEndpoint({
  method: 'PUT',
  path: '/api/scheduler/v1/availability',
  summary: "Change the practice's weekly hours, days off and booking rules",
  body: AvailabilitySchema,
  status: 200,
  response: AvailabilityAnswerSchema,
});

// ---- Free time ----------------------------------------------------------------------------

export const TimeslotSchema = z.object({
  /** ISO 8601 with the offset of the asked time zone. */
  timeslot_datetime_start: text(),
  timeslot_length_minute: z.number().int(),
  price: z.number(),
  appointmentType: z.object({ label: text() }),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

export const TimeslotsQuerySchema = z
  .object({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    appointment_type_label: text().max(100).optional(),
    /** The viewer's zone: the days asked and the offsets answered (default the professional's). */
    timezone: TimeZoneSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    const days = daysBetween(query.from, query.to);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: schedulingMessages.endAfterStart });
    if (days >= TIMESLOT_RANGE_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: schedulingMessages.rangeTooLong });
    }
  });

export const listTimeslots = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/timeslots/{orchid_pro_sub}',
  summary: "A professional's free times to book, per session type bookable online",
  params: z.object({ orchid_pro_sub: z.uuid() }),
  query: TimeslotsQuerySchema,
  status: 200,
  response: z.object({ timezone: text(), timeslots: z.array(TimeslotSchema) }),
});

// ---- Blocked intervals --------------------------------------------------------------------

export const BlockedIntervalInputSchema = z
  .strictObject({
    start: InstantSchema,
    end: InstantSchema,
    note: text().trim().max(500).default(''),
  })
  .refine((block) => Date.parse(block.end) > Date.parse(block.start), {
    path: ['end'],
    message: schedulingMessages.endAfterStart,
  });

export const BlockedIntervalSchema = z.object({
  blocked_interval_id: z.uuid(),
  start: AnswerInstantSchema,
  end: AnswerInstantSchema,
  note: text(),
});
export type BlockedInterval = z.infer<typeof BlockedIntervalSchema>;

const BlockedIntervalParams = z.object({ blocked_interval_id: z.uuid() });

export const createBlockedInterval = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/blocked_intervals',
  summary: 'Block time on the practice calendar (with on_behalf_of, the team owner’s)',
  query: OnBehalfOfQuery,
  body: BlockedIntervalInputSchema,
  status: 201,
  response: BlockedIntervalSchema,
});

export const listBlockedIntervals = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/blocked_intervals',
  summary: 'Blocked time that overlaps from … to',
  query: OnBehalfOfQuery.extend({ from: InstantSchema, to: InstantSchema }),
  status: 200,
  response: z.object({ blocked_intervals: z.array(BlockedIntervalSchema) }),
});

export const updateBlockedInterval = defineEndpoint({
  method: 'PUT',
  path: '/api/scheduler/v1/blocked_intervals/{blocked_interval_id}',
  summary: 'Change blocked time',
  params: BlockedIntervalParams,
  query: OnBehalfOfQuery,
  body: BlockedIntervalInputSchema,
  status: 200,
  response: BlockedIntervalSchema,
});

export const deleteBlockedInterval = defineEndpoint({
  method: 'DELETE',
  path: '/api/scheduler/v1/blocked_intervals/{blocked_interval_id}',
  summary: 'Free blocked time again',
  params: BlockedIntervalParams,
  query: OnBehalfOfQuery,
  status: 200,
  response: z.object({ deleted: z.literal(true) }),
});

// ---- Calendar feed ------------------------------------------------------------------------

export const CalendarFeedSchema = z.object({
  /** A secret address of the practice's sessions as iCalendar, for calendar apps. */
  url: text(),
  /** Whether the feed names the clients; off by default. */
  include_client_names: z.boolean(),
});

export const getCalendarFeed = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/calendar_feed',
  summary: "The secret address of your practice's sessions for calendar apps (made on first use)",
  status: 200,
  response: CalendarFeedSchema,
});

export const saveCalendarFeed = defineEndpoint({
  method: 'PUT',
  path: '/api/scheduler/v1/calendar_feed',
  summary: 'Whether the calendar feed names the clients',
  body: z.strictObject({ include_client_names: z.boolean() }),
  status: 200,
  response: CalendarFeedSchema,
});

export const rotateCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/calendar_feed/rotate',
  summary: 'Replace the secret address of the calendar feed (the old one stops working)',
  status: 200,
  response: CalendarFeedSchema,
});
