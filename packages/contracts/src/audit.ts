import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { InstantSchema } from './instants';
import { text } from './text';

/**
 * Every action the audit log records, named `<domain>.<verb>` (one scheme), with the words a
 * person reads in "Who has seen my information" and in the practice's audit events.
 */
export const auditActions = {
  'account.register': 'Created the account',
  'account.register_taken': 'Tried to register with this address',
  'account.confirm_email': 'Confirmed the email address',
  'account.complete_signup': 'Finished signing up',
  'account.mfa_enable': 'Turned on two-step verification',
  'account.mfa_disable': 'Turned off two-step verification',
  'session.sign_in': 'Signed in',
  'session.sign_out': 'Signed out',
  'session.refresh_token_reuse': 'A stolen sign-in was stopped',
  'password.change': 'Changed the password',
  'password.reset_request': 'Asked for a password reset',
  'password.reset': 'Reset the password',
  'member.profile_save': 'Changed the profile',
  'member.profile_read': 'Viewed the profile (date of birth, phone, insurance, biography)',
  'minor.create': 'Added a minor profile',
  'minor.switch': 'Acted for a minor',
  'minor.list_read': "Viewed the minors' profiles (names and dates of birth)",
  'professional.approve': 'Approved the professional for the platform',
  'professional.profile_save': 'Changed the professional profile',
  'professional.practice_read': 'Viewed the practice profile for the owner',
  'professional.cancellation_policy_save': 'Changed the cancellation policy',
  'professional.directory_profile_save': 'Changed the directory profile',
  'professional.photo_save': 'Changed the profile photo',
  'professional.photo_delete': 'Removed the profile photo',
  'professional.cancellation_policy_read': 'Viewed the cancellation policy for the owner',
  'subscription.trial_start': 'Started the free trial',
  'subscription.trial_end': 'The free trial ended',
  'subscription.checkout_open': 'Opened a plan checkout',
  'subscription.checkout_access': 'Opened a checkout page',
  'subscription.checkout_cancel': 'Left a plan checkout',
  'subscription.payment': 'Paid for a plan',
  'subscription.renewal_payment': 'Paid a plan renewal',
  'subscription.auto_renew': 'Changed automatic renewal',
  'subscription.cancel': 'Canceled the plan',
  'subscription.provider_cancel': 'The payment provider ended the plan',
  'subscription.end': 'The plan ended',
  'subscription.plan_change': 'Changed the plan',
  'subscription.plan_change_schedule': 'Scheduled a plan change for the end of the period',
  'subscription.plan_change_cancel': 'Canceled a scheduled plan change',
  'scheduling.session_type_create': 'Added a session type',
  'scheduling.session_type_update': 'Changed a session type',
  'scheduling.session_type_delete': 'Removed a session type',
  'scheduling.availability_save': 'Changed the hours and booking rules',
  'scheduling.blocked_interval_save': 'Blocked time on the calendar',
  'scheduling.blocked_interval_delete': 'Freed blocked time on the calendar',
  'scheduling.calendar_feed_save': 'Changed the calendar feed',
  'scheduling.calendar_feed_rotate': 'Replaced the address of the calendar feed',
  'client.create': 'Added a client to the practice',
  'client.list_read': "Viewed the practice's clients for the owner",
  'appointment.series_create': 'Booked sessions',
  'appointment.move': 'Moved sessions',
  'appointment.cancel': 'Cancelled sessions',
  'appointment.accept': 'Accepted a session',
  'appointment.reschedule': 'Moved their session to another time',
  'appointment.list_read': "Viewed the practice's sessions for the owner",
  'appointment.file_read': 'Saved a session of the practice to a calendar for the owner',
  // The practice's reads of a client's data, in the client's own access log.
  'appointment.client_sessions_read': 'Viewed your sessions',
  'appointment.client_file_read': 'Saved one of your sessions to a calendar',
  'client.chart_read': "Viewed you in the practice's list of clients",
  'group_sessions.roster_read': "Viewed a group's roster, which names you",
  'checkout.hold': 'Held a time to book',
  'checkout.hold_expire': 'A booking was not paid in time',
  'checkout.book': 'Booked a session online',
  'checkout.payment': 'Paid for a session',
  'checkout.refund': 'A session payment was refunded',
  'checkout.card_save': 'Saved a card',
  'checkout.coupon_create': 'Created a coupon',
  'checkout.coupon_delete': 'Deleted a coupon',
  'checkout.payout_onboarding': 'Set up the payout account',
  'group_session.publish': 'Published a group',
  'group_session.close': 'Closed a group',
  'group_session.hold': 'Held a seat in a group',
  'team.invite': 'Invited someone to the practice',
  'team.join': 'Joined the practice',
  'team.withdraw_invite': 'Withdrew an invitation to the practice',
  'team.remove_member': 'Removed someone from the practice',
  'email_preference.save': 'Changed the e-mail preferences',
  'email_preference.unsubscribe': 'Unsubscribed from a kind of e-mail',
  'email_preference.resubscribe': 'Subscribed to a kind of e-mail again',
  'operator.grant': 'Became an operator of the platform',
  'operator.revoke': 'Stopped being an operator of the platform',
  'operator.job_retry': 'Queued a failed background job again',
  'blog.entry_create': 'Wrote a blog or press entry',
  'blog.entry_update': 'Changed a blog or press entry',
  'blog.entry_delete': 'Deleted a blog or press entry',
  'blog.image_upload': 'Uploaded an image for the blog',
  'mail.withheld': 'A mail to someone else was held back (unconfirmed sender or too many)',
} as const;

export type AuditAction = keyof typeof auditActions;
export const AUDIT_ACTIONS = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);

/** Reads of someone's health data by another person: what the access log is for. */
export const READ_ACTIONS = [
  'member.profile_read',
  'minor.list_read',
  'professional.practice_read',
  'professional.cancellation_policy_read',
  'appointment.list_read',
  'appointment.file_read',
  'client.list_read',
  'appointment.client_sessions_read',
  'appointment.client_file_read',
  'client.chart_read',
  'group_sessions.roster_read',
] as const satisfies readonly AuditAction[];

const PageQuery = {
  /** The `next_before` of the previous page: events before this one. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const AccessLogEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  actor_name: text(),
  /** How the other person stood to you: guardian, practice scheduler, practice member... */
  actor_role: text(),
  action: AuditActionSchema,
  what: text(),
});

/** GET /api/users/v1/access_log: reads and changes of my data by others, newest first. */
export const getAccessLog = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/access_log',
  summary: 'Reads and changes of your own data by other people, newest first, paged',
  query: z.object(PageQuery),
  status: 200,
  response: z.object({
    events: z.array(AccessLogEventSchema),
    next_before: z.uuid().nullable(),
  }),
});

export const PracticeAuditEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actor_user_id: z.uuid().nullable(),
  actor_name: text().nullable(),
  subject_user_id: z.uuid().nullable(),
  subject_name: text().nullable(),
  action: AuditActionSchema,
  what: text(),
  outcome: z.enum(['success', 'failure', 'denied']),
  ip: text().nullable(),
});

/** GET /api/users/v1/audit_events: the practice owner searches the practice's audit events. */
export const getPracticeAuditEvents = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/audit_events',
  summary: "The practice's audit events (its owner only), newest first, filtered and paged",
  query: z.object({
    actor: z.uuid().optional(),
    action: AuditActionSchema.optional(),
    from: InstantSchema.optional(),
    to: InstantSchema.optional(),
    ...PageQuery,
  }),
  status: 200,
  response: z.object({
    events: z.array(PracticeAuditEventSchema),
    next_before: z.uuid().nullable(),
  }),
});
