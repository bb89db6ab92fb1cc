import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AnswerInstantSchema, InstantSchema, sessionSpanProblem } from './instants';
import { text } from './text';

// Appointments (booking-practice-and-marketing §3 Appointment, Appointment series, creation
// payload; §4 statuses and flags; §7): sessions on a practice's calendar, one at a time or as
// a series from an RFC 5545 rule.

export const appointmentMessages = {
  /** The spec's words (accounts-and-access §8) for a session that overlaps another. */
  conflict: 'Oops...There is a conflicting session',
  notAClient: 'This person is not a client of your practice.',
  typeNotFound: 'Choose one of your session types.',
  badRepeatRule: 'Repeat weekly, every two weeks or monthly, a number of times or until a date.',
  tooManyOccurrences: 'A series can have at most 100 sessions.',
  noOccurrences: 'This end date comes before the first session: choose a later one.',
  oneFirstSession: 'A repeating series starts from one session.',
  endAfterStart: 'The session must end after it starts.',
  outsideAvailability: 'This time is blocked or outside your hours.',
  notFound: 'We could not find this session.',
  alreadyBegun: 'This session has already begun and cannot be changed.',
  notInvited: 'This session is not waiting for your answer.',
  alreadyCancelled: 'This session is already cancelled.',
  clientCancelsOne: 'You can cancel one session at a time.',
  rescheduleNotOffered:
    'This session cannot be moved online. Please ask your professional to move it.',
  rescheduleLate:
    'This session is inside its late-cancellation window and can no longer be moved online. You can still cancel it, or ask your professional to move it.',
  timeNotFree: 'This time is no longer free. Please choose another.',
} as const;

/**
 * A session's life: a professional's session starts as an invitation the client accepts; one
 * the client books is scheduled; it is completed after it took place, or cancelled by either
 * side (§4's names). docs/scheduling.md draws the transitions.
 */
export const APPOINTMENT_STATUSES = [
  'invited',
  'scheduled',
  'completed',
  'cancelled_patient',
  'cancelled_patient_awaiting_transfer',
  'cancelled_patient_manual_transfer',
  'cancelled_orchid_pro',
  'cancelled_pro_no_join',
  // A member's online booking (checkout.ts): held while they pay, then scheduled; a hold not
  // paid in time frees the time (§4's names).
  'needs_payment',
  'was_not_paid',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that free the time: a cancelled session overlaps nothing (§4 cancelledOrAbandoned). */
export const CANCELLED_STATUSES = [
  'cancelled_patient',
  'cancelled_patient_awaiting_transfer',
  'cancelled_patient_manual_transfer',
  'cancelled_orchid_pro',
  'cancelled_pro_no_join',
] as const satisfies readonly AppointmentStatus[];

export const isCancelled = (status: AppointmentStatus) =>
  (CANCELLED_STATUSES as readonly AppointmentStatus[]).includes(status);

/**
 * Statuses whose time is free again: the cancelled ones and a booking never paid. The
 * exclusion constraint appointments_no_overlap leaves exactly these out.
 */
export const FREED_STATUSES = [
  ...CANCELLED_STATUSES,
  'was_not_paid',
] as const satisfies readonly AppointmentStatus[];

export const isFreed = (status: AppointmentStatus) =>
  (FREED_STATUSES as readonly AppointmentStatus[]).includes(status);

/** §4's derived flags. */
export const statusFlagsOf = (status: AppointmentStatus) => ({
  cancelledOrAbandoned: isCancelled(status),
  orchidProNoShow: status === 'cancelled_pro_no_join',
  unconfirmedInvite: status === 'invited',
});

/** At most this many sessions in one series (about two years of weekly sessions). */
export const SERIES_OCCURRENCES_MAX = 100;

/**
 * The repeat rules the calendar offers (§9), as RFC 5545 parts: weekly or monthly, every one to
 * four of them, a number of times or until a date. The forms offer `REPEAT_CHOICES`; the server
 * refuses any other rule.
 */
export const REPEAT_RULE_SUBSET = {
  frequencies: ['WEEKLY', 'MONTHLY'],
  parts: ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL'],
  maxInterval: 4,
} as const;

/** The repeats a form offers, each a rule's FREQ and INTERVAL (the end is COUNT or UNTIL). */
export const REPEAT_CHOICES = {
  weekly: 'FREQ=WEEKLY',
  biweekly: 'FREQ=WEEKLY;INTERVAL=2',
  monthly: 'FREQ=MONTHLY',
} as const;

/** A session ends after it starts and lasts at most SESSION_HOURS_MAX (the end's problem). */
function sessionSpan(
  session: { appointment_start: string; appointment_end: string },
  ctx: z.RefinementCtx,
) {
  const problem = sessionSpanProblem(
    session.appointment_start,
    session.appointment_end,
    appointmentMessages.endAfterStart,
  );
  if (problem) ctx.addIssue({ code: 'custom', path: ['appointment_end'], message: problem });
}

const OccurrenceSchema = z
  .strictObject({
    appointment_start: InstantSchema,
    appointment_end: InstantSchema,
    place_session_held_outside_of_orchid: z.boolean().default(false),
  })
  .superRefine(sessionSpan);

export const CreateSeriesSchema = z
  .strictObject({
    appointment_type_label: text().trim().min(1).max(100),
    force_book_over_blocked: z.boolean().default(false),
    patient_user_id: z.uuid(),
    /** null, or an RRULE (FREQ=WEEKLY;INTERVAL=2;COUNT=6 or …;UNTIL=20270301T000000Z). */
    repeat_rule: text().trim().max(200).nullable().default(null),
    appointments: z.array(OccurrenceSchema).min(1).max(SERIES_OCCURRENCES_MAX),
    invoicing: z.strictObject({ automation: z.enum(['manual', 'automatic']) }).optional(),
    skip_email: z.boolean().default(false),
  })
  .refine((body) => body.repeat_rule === null || body.appointments.length === 1, {
    path: ['appointments'],
    message: appointmentMessages.oneFirstSession,
  });
export type CreateSeries = z.infer<typeof CreateSeriesSchema>;

export const createAppointmentSeries = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/appointment/series/',
  summary:
    'Book one session, several, or a repeating series for a client (with on_behalf_of, on the team owner’s calendar); all or none',
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  body: CreateSeriesSchema,
  status: 201,
  response: z.object({
    appointment_series_id: z.uuid(),
    invites_created: z.array(
      z.object({
        appointment_id: z.uuid(),
        appointment_start: AnswerInstantSchema,
        appointment_end: AnswerInstantSchema,
      }),
    ),
  }),
});

const PersonSchema = z.object({
  cognito_sub: z.uuid(),
  first_name: text(),
  last_name: text(),
  preferred_first_name: text().nullable(),
});

export const AppointmentSchema = z.object({
  appointment_id: z.uuid(),
  appointment_series_id: z.uuid(),
  status: z.enum(APPOINTMENT_STATUSES),
  status_flags: z.object({
    cancelledOrAbandoned: z.boolean(),
    orchidProNoShow: z.boolean(),
    unconfirmedInvite: z.boolean(),
  }),
  appointment_start: AnswerInstantSchema,
  appointment_end: AnswerInstantSchema,
  modify_datetime: AnswerInstantSchema,
  appointment_type_label: text(),
  session_recording_source: z.enum(['live-audio-recording', 'upload']).nullable(),
  orchid_pro_joined_ai_room: z.boolean(),
  place_session_held_outside_of_orchid: z.boolean(),
  /** §3: what a client's cancellation would give back now (sessions paid online); else null. */
  cancel_refund_offer: z
    .object({
      refund: z.number(),
      fee: z.number(),
      cancellation_price_valid_until: AnswerInstantSchema.nullable(),
    })
    .nullable()
    .optional(),
  patient: PersonSchema,
  orchid_pro: PersonSchema,
  /** A support group's meeting: the group's title, shown where a client's name would be. */
  group_session_title: text().nullable().optional(),
  /** Whether other sessions share its series: only then do "this and following" and "all" mean anything. */
  in_series: z.boolean().optional(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listAppointments = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/snapshot/appointments_v2',
  summary:
    "The practice's sessions (with on_behalf_of, the team owner's), or a member's own; newest first within the dates asked",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    newest_datetime: InstantSchema.optional(),
    oldest_datetime: InstantSchema.optional(),
    patient_user_id: z.uuid().optional(),
    appointment_is_cancelled_or_abandoned: flag.optional(),
    on_behalf_of: z.uuid().optional(),
  }),
  status: 200,
  response: z.object({ appointments: z.array(AppointmentSchema) }),
});

// ---- Changing sessions --------------------------------------------------------------------

/**
 * Which sessions of a series a change reaches: this one; this one and the later ones (the
 * series splits in two there); or all of them. Sessions that have begun are never changed.
 */
export const EDIT_MODES = ['this_session', 'this_and_following', 'all'] as const;
export type EditMode = (typeof EDIT_MODES)[number];

const AppointmentParams = z.object({ appointment_id: z.uuid() });
const ChangedSchema = z.object({
  appointment_id: z.uuid(),
  appointment_start: AnswerInstantSchema,
  appointment_end: AnswerInstantSchema,
  status: z.enum(APPOINTMENT_STATUSES),
});

export const updateAppointment = defineEndpoint({
  method: 'PUT',
  path: '/api/scheduler/v1/appointment/{appointment_id}',
  summary:
    'Move a session (and with edit_mode the later ones or all of its series, by the same wall-clock change); all or none',
  params: AppointmentParams,
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  body: z
    .strictObject({
      appointment_start: InstantSchema,
      appointment_end: InstantSchema,
      appointment_type_label: text().trim().min(1).max(100).optional(),
      edit_mode: z.enum(EDIT_MODES).default('this_session'),
    })
    .superRefine(sessionSpan),
  status: 200,
  response: z.object({ appointment_series_id: z.uuid(), changed: z.array(ChangedSchema) }),
});

export const cancelAppointment = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/appointment/{appointment_id}/cancel',
  summary:
    "Cancel a session: a client their own (this one), the practice this one, the later ones or all of the series' future sessions",
  params: AppointmentParams,
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  body: z.strictObject({
    edit_mode: z.enum(EDIT_MODES).default('this_session'),
    reason: text().trim().max(500).optional(),
  }),
  status: 200,
  response: z.object({ appointment_series_id: z.uuid(), changed: z.array(ChangedSchema) }),
});

export const acceptAppointment = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/appointment/{appointment_id}/accept',
  summary: 'A client accepts a session their professional invited them to',
  params: AppointmentParams,
  status: 200,
  response: ChangedSchema,
});

/**
 * A client accepts a series once: every session of it still to come that waits for their
 * answer (or, one at a time, each with `acceptAppointment`).
 */
export const acceptAppointmentSeries = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/appointment/series/{appointment_series_id}/accept',
  summary:
    'A client accepts every session still to come of a series their professional invited them to',
  params: z.object({ appointment_series_id: z.uuid() }),
  status: 200,
  response: z.object({ appointment_series_id: z.uuid(), changed: z.array(ChangedSchema) }),
});

export const previewCancellation = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/appointment/{appointment_id}/cancel_preview',
  summary:
    'What cancelling costs a client: whether it is inside the late-cancellation window, and the fee',
  params: AppointmentParams,
  status: 200,
  response: z.object({
    within_window: z.boolean(),
    fee: z.number(),
    /** Dollars given back if cancelled now: what was paid online minus the fee (0 when nothing was). */
    refund: z.number(),
    /** When this offer stops holding (the late-cancellation window opens); null when it never changes. */
    cancellation_price_valid_until: AnswerInstantSchema.nullable(),
  }),
});

/**
 * A client moves their own session to another free time of its session type (the free times
 * of GET timeslots with its label), by the practice's rules: only while cancelling it would
 * cost nothing (cancel_preview's window and fee), and only a session type bookable online.
 * docs/scheduling.md.
 */
export const rescheduleAppointment = defineEndpoint({
  method: 'POST',
  path: '/api/scheduler/v1/appointment/{appointment_id}/reschedule',
  summary:
    "A client moves their own session to another free time of its session type, inside the practice's rules",
  params: AppointmentParams,
  body: z.strictObject({ appointment_start: InstantSchema }),
  status: 200,
  response: ChangedSchema,
});

/**
 * One session as an iCalendar file (RFC 5545), for a client's or the practice's own calendar:
 * the client of the session (a guardian acting for a minor), or its practice (team members
 * with on_behalf_of). JSON, so the acting and origin headers of the api client come along; the
 * web saves `ics` as a file named `file_name`.
 */
export const appointmentCalendarFile = defineEndpoint({
  method: 'GET',
  path: '/api/scheduler/v1/appointment/{appointment_id}/calendar_file',
  summary: 'One session as an .ics file to add to a calendar',
  params: AppointmentParams,
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  status: 200,
  response: z.object({ file_name: text(), ics: z.string() }),
});
