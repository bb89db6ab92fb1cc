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
  /** A session was cancelled; `fee_cents` the practice keeps of what was paid for it. */
  'appointment.cancelled': z.object({ appointment_id: z.uuid(), fee_cents: z.number().int() }),
  /**
   * A session moved to another time: by the practice (its calendar) or by its client (a
   * reschedule inside the practice's rules); the time it had before, and who moved it.
   */
  'appointment.moved': z.object({
    appointment_id: z.uuid(),
    previous_start: z.iso.datetime(),
    previous_end: z.iso.datetime(),
    moved_by_user_id: z.uuid(),
    moved_by: z.enum(['practice', 'client']),
  }),
};

export type EventName = keyof typeof domainEvents;
export type EventPayload<N extends EventName> = z.output<(typeof domainEvents)[N]>;
