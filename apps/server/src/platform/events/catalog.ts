import { z } from 'zod';

// Every domain event, by name, with its payload: what a module tells the others it did, so
// they can follow without it importing them (docs/jobs.md, "Domain events").

const professionalId = z.object({ professional_id: z.uuid() });

export const domainEvents = {
  /** An account was created; the invitations it was registered with are to be taken up. */
  'account.registered': z.object({
    user_id: z.uuid(),
    email: z.string(),
    invite_code: z.string().optional(),
    chart_invite_code: z.string().optional(),
    team_invite_token: z.string().optional(),
    origin: z.object({
      ip: z.string(),
      userAgent: z.string().nullable(),
      timeZone: z.string().optional(),
    }),
  }),
  /** An operator approved a professional to use the platform. */
  'professional.approved': professionalId,
  /** Something of a professional's profile changed (names, licenses, offices, types). */
  'professional.changed': professionalId,
  /** Sessions of a practice were booked, moved or cancelled. */
  'appointments.changed': professionalId,
  /** A practice's availability, session types or blocked time changed. */
  'schedule.changed': professionalId,
  /** A group series is closing: its meetings ahead are about to be cancelled. */
  'group_series.closing': z.object({
    series_id: z.uuid(),
    appointment_series_id: z.uuid(),
    title: z.string(),
  }),
  /**
   * A client's booking was placed: a session (paid, or free) or a seat in a group series, by
   * the client or the guardian who pays for them (`booked_by_user_id`); `paid_cents` is what
   * was paid for it online (0 for a free one). Not for a booking that was refused.
   */
  'booking.confirmed': z.object({
    timeslot_id: z.uuid(),
    professional_id: z.uuid(),
    client_user_id: z.uuid(),
    booked_by_user_id: z.uuid(),
    appointment_id: z.uuid().nullable(),
    group_series_id: z.uuid().nullable(),
    /** The group's own title, where a seat in a group was booked: people know it by that. */
    group_title: z.string().nullable(),
    session_type_label: z.string(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    paid_cents: z.number().int().min(0),
  }),
  /** A client accepted a practice's invitation: one session, or the sessions of a series at once. */
  'appointment.accepted': z.object({
    appointment_ids: z.array(z.uuid()).min(1),
    professional_id: z.uuid(),
    client_user_id: z.uuid(),
  }),
  /**
   * A session was cancelled, by its practice or its client (`cancelled_by_user_id`);
   * `fee_cents` the practice keeps of what was paid for it. Several cancelled together (the
   * rest of a series) are told of once: the first event says how many came `also`, and each
   * of the others names it in `told_with`.
   */
  'appointment.cancelled': z.object({
    appointment_id: z.uuid(),
    fee_cents: z.number().int(),
    cancelled_by_user_id: z.uuid(),
    cancelled_by: z.enum(['practice', 'client']),
    also: z.number().int().min(0).default(0),
    told_with: z.uuid().optional(),
  }),
  /**
   * A session moved to another time: by the practice (its calendar) or by its client (a
   * reschedule inside the practice's rules); the time it had before, and who moved it.
   * Several moved together are told of once, as for a cancellation (`also`, `told_with`).
   */
  'appointment.moved': z.object({
    appointment_id: z.uuid(),
    previous_start: z.iso.datetime(),
    previous_end: z.iso.datetime(),
    moved_by_user_id: z.uuid(),
    moved_by: z.enum(['practice', 'client']),
    also: z.number().int().min(0).default(0),
    told_with: z.uuid().optional(),
  }),
};

export type EventName = keyof typeof domainEvents;
export type EventPayload<N extends EventName> = z.output<(typeof domainEvents)[N]>;
