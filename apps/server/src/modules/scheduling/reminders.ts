import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defangForMail } from '../../platform/mail/defang';
import { shortTimeInWords, timeInWords } from '../../platform/mail/mail-time';
import { senderOf, sendToOthersOrSkip } from '../../platform/mail/mail-to-others';
import { findUserById, guardiansOf } from '../accounts/users';
import type { AppointmentRow } from './appointments-repo';
import * as appointmentsRepo from './appointments-repo';
import { practiceTimeZone } from './availability';
import * as repo from './repo';
import { sessionFile } from './session-file';

// A mail to the client 24 hours before each scheduled session, with the session as an .ics file. A job
// per session and start time: a moved session gets a new job and the old one finds the time
// changed; a cancelled one is skipped when its job runs. It is the practice's mail to someone
// else, so it follows platform/mail/mail-to-others.ts (docs/security.md).

export const REMINDER_JOB = 'scheduling.reminder';
const ReminderJobSchema = z.object({
  appointment_id: z.uuid(),
  starts_at: z.iso.datetime(),
  /** The client chose this time themselves: their reminder is no mail of the practice's. */
  booked_by_client: z.boolean().default(false),
});
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

/**
 * Queues the reminders of sessions just booked or moved, in the transaction that books or
 * moves them: 24 hours before, or at once for a session less than 24 hours ahead. A session
 * the client booked themselves (`confirmed`: its confirmation, with the same file, goes now)
 * gets no reminder at once on top of it.
 */
export async function scheduleReminders(
  ctx: AppContext,
  sessions: AppointmentRow[],
  { bookedByClient = false, confirmed = false } = {},
) {
  const now = ctx.clock.now().getTime();
  // An invitation nobody accepted yet is not reminded of: accepting it queues its reminder
  // (and a hold still unpaid, when it is paid).
  for (const session of sessions.filter((row) => row.status === 'scheduled')) {
    const remindAt = session.startsAt.getTime() - REMINDER_BEFORE_MS;
    if (confirmed && remindAt <= now) continue;
    const startsAt = session.startsAt.toISOString();
    await ctx.jobs.enqueue(
      REMINDER_JOB,
      { appointment_id: session.id, starts_at: startsAt, booked_by_client: bookedByClient },
      {
        runAt: new Date(Math.max(now, remindAt)),
        idempotencyKey: `reminder:${session.id}:${startsAt}`,
      },
    );
  }
}

async function remind(ctx: AppContext, job: z.infer<typeof ReminderJobSchema>) {
  const session = await appointmentsRepo.findAppointment(ctx.db, job.appointment_id);
  const stillSo = session?.startsAt.toISOString() === new Date(job.starts_at).toISOString();
  // Only a session someone agreed to: not a hold still unpaid, nor an invitation not accepted.
  if (!session || !stillSo || session.status !== 'scheduled') return;
  if (session.startsAt <= ctx.clock.now()) return;
  const [client, owner, availability] = await Promise.all([
    findUserById(ctx.db, session.patientUserId),
    findUserById(ctx.db, session.ownerUserId),
    repo.findAvailability(ctx.db, session.ownerUserId),
  ]);
  if (!client || !owner) return;
  const { summary, ics } = await sessionFile(
    ctx,
    session,
    { patientUserId: client.id },
    { inMail: true },
  );
  // A minor has no address of their own: their guardians are reminded instead.
  const recipients = client.email ? [client] : await guardiansOf(ctx.db, client.id);
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const zone = recipient.timezone ?? client.timezone ?? practiceTimeZone(availability);
    const when = timeInWords(session.startsAt, zone);
    const whose =
      recipient.id === client.id
        ? 'your session'
        : `${defangForMail(client.preferredFirstName ?? client.firstName)}'s session`;
    const message = {
      to: recipient.email,
      subject: `Reminder: ${summary} on ${shortTimeInWords(session.startsAt, zone)}`,
      text: [
        `Hello ${defangForMail(recipient.preferredFirstName ?? recipient.firstName)},`,
        '',
        `This is a reminder of ${whose}: ${summary}, on ${when}.`,
        'The attached file adds it to your calendar.',
        '',
        `${ctx.brandName}: ${ctx.publicUrl}/member-dashboard/sessions`,
      ].join('\n'),
      attachments: [
        {
          filename: 'session.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: ics,
        },
      ],
    };
    const options = {
      category: 'reminders' as const,
      idempotencyKey: `reminder-mail:${session.id}:${job.starts_at}:${recipient.id}`,
    };
    // A session the client booked themselves is reminded of as their own mail; otherwise it
    // is the practice's mail to its client: its sender must be confirmed and within the
    // limits of mail to others; one held back is skipped (the booking stands), with an audit row.
    if (job.booked_by_client) {
      await ctx.mailer.send(message, options);
      continue;
    }
    await sendToOthersOrSkip(ctx, senderOf(owner), message, {
      ...options,
      kind: 'reminder',
      subjectUserId: client.id,
    });
  }
}

export function handleSchedulingJobs(ctx: AppContext) {
  ctx.jobs.handle(REMINDER_JOB, ReminderJobSchema, (job) => remind(ctx, job));
}
