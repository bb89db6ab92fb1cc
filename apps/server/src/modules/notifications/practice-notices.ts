import type { NoticeKind } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import type { EventPayload } from '../../platform/events/catalog';
import { defangForMail } from '../../platform/mail/defang';
import { shortTimeInWords, timeInWords } from '../../platform/mail/mail-time';
import { findUserById } from '../accounts/users';
import { sessionById } from '../scheduling/session-facts';
import { practiceReaders, type Reader } from './readers';
import { leaveNotices } from './service';

// What the practice is told when a client books, joins a group, accepts an invitation,
// cancels or moves a session: a notice on the bell of its owner and each scheduler, and a
// mail of the 'practice_activity' category (which each of them may turn off). Its own
// people's mail about its own practice: not a mail to others, so no limit counts it.

type Told = {
  ownerUserId: string;
  clientUserId: string;
  kind: NoticeKind;
  appointmentId: string | null;
  start: Date;
  /** The notice's words for one reader, whose zone its times are in. */
  words: (client: string, reader: Reader) => string;
  subject: (client: string, reader: Reader) => string;
  /** Makes the notice and the mail of one change once, however often its job runs. */
  key: string;
};

const firstNameOf = (person: { firstName: string; preferredFirstName: string | null }) =>
  person.preferredFirstName ?? person.firstName;

async function tellPractice(ctx: AppContext, told: Told) {
  const client = await findUserById(ctx.db, told.clientUserId);
  if (!client) return;
  const name = `${firstNameOf(client)} ${client.lastName}`.trim();
  for (const reader of await practiceReaders(ctx, told.ownerUserId)) {
    await leaveNotices(ctx, {
      userIds: [reader.id],
      kind: told.kind,
      text: told.words(name, reader),
      appointmentId: told.appointmentId,
      appointmentStart: told.start,
      onceKey: told.key,
    });
    if (!reader.email) continue;
    // In a mail, the client's and the practice's words carry no live link.
    const inMail = defangForMail(name);
    await ctx.mailer.send(
      {
        to: reader.email,
        subject: told.subject(inMail, reader),
        text: [
          `Hello ${defangForMail(firstNameOf(reader))},`,
          '',
          told.words(inMail, reader),
          '',
          `Your schedule: ${ctx.publicUrl}/pro-dashboard/schedule`,
        ].join('\n'),
      },
      { category: 'practice_activity', idempotencyKey: `${told.key}:${reader.id}` },
    );
  }
}

export async function tellPracticeOfBooking(
  ctx: AppContext,
  event: EventPayload<'booking.confirmed'>,
) {
  const start = new Date(event.starts_at);
  const group = event.group_series_id !== null;
  const label = defangForMail(event.group_title ?? event.session_type_label);
  await tellPractice(ctx, {
    ownerUserId: event.professional_id,
    clientUserId: event.client_user_id,
    kind: group ? 'joined_group' : 'booked',
    appointmentId: event.appointment_id,
    start,
    words: (client, reader) =>
      group
        ? `${client} joined the group ${label}, which meets next on ${timeInWords(start, reader.zone)}.`
        : `${client} booked ${label} on ${timeInWords(start, reader.zone)}.`,
    subject: (client, reader) =>
      group
        ? `${client} joined ${label}`
        : `New booking: ${client}, ${shortTimeInWords(start, reader.zone)}`,
    key: `practice-notice:booked:${event.timeslot_id}`,
  });
}

export async function tellPracticeOfAcceptance(
  ctx: AppContext,
  event: EventPayload<'appointment.accepted'>,
) {
  const [firstId] = event.appointment_ids;
  const first = firstId ? await sessionById(ctx, firstId) : undefined;
  if (!first) return;
  const more = event.appointment_ids.length - 1;
  const label = defangForMail(first.sessionTypeLabel);
  await tellPractice(ctx, {
    ownerUserId: event.professional_id,
    clientUserId: event.client_user_id,
    kind: 'accepted',
    appointmentId: first.id,
    start: first.startsAt,
    words: (client, reader) =>
      more > 0
        ? `${client} accepted ${more + 1} sessions of ${label}, the first on ${timeInWords(first.startsAt, reader.zone)}.`
        : `${client} accepted ${label} on ${timeInWords(first.startsAt, reader.zone)}.`,
    subject: (client, reader) =>
      `${client} accepted ${more > 0 ? `${more + 1} sessions` : `the session of ${shortTimeInWords(first.startsAt, reader.zone)}`}`,
    key: `practice-notice:accepted:${first.id}:${event.appointment_ids.length}`,
  });
}

/** A client cancelled their session (the practice's own cancellations are not told back to it). */
export async function tellPracticeOfCancellation(
  ctx: AppContext,
  event: EventPayload<'appointment.cancelled'>,
) {
  if (event.cancelled_by !== 'client') return;
  const session = await sessionById(ctx, event.appointment_id);
  if (!session) return;
  const label = defangForMail(session.sessionTypeLabel);
  await tellPractice(ctx, {
    ownerUserId: session.ownerUserId,
    clientUserId: session.patientUserId,
    kind: 'cancelled',
    appointmentId: session.id,
    start: session.startsAt,
    words: (client, reader) =>
      `${client} cancelled ${label} on ${timeInWords(session.startsAt, reader.zone)}.`,
    subject: (client, reader) =>
      `${client} cancelled the session of ${shortTimeInWords(session.startsAt, reader.zone)}`,
    key: `practice-notice:cancelled:${session.id}`,
  });
}

/** A client moved their session to another free time. */
export async function tellPracticeOfMove(
  ctx: AppContext,
  event: EventPayload<'appointment.moved'>,
) {
  if (event.moved_by !== 'client') return;
  const session = await sessionById(ctx, event.appointment_id);
  if (!session) return;
  const before = new Date(event.previous_start);
  const label = defangForMail(session.sessionTypeLabel);
  await tellPractice(ctx, {
    ownerUserId: session.ownerUserId,
    clientUserId: session.patientUserId,
    kind: 'moved',
    appointmentId: session.id,
    start: session.startsAt,
    words: (client, reader) =>
      `${client} moved ${label} from ${timeInWords(before, reader.zone)} to ${timeInWords(session.startsAt, reader.zone)}.`,
    subject: (client, reader) =>
      `${client} moved a session to ${shortTimeInWords(session.startsAt, reader.zone)}`,
    key: `practice-notice:moved:${session.id}:${event.previous_start}`,
  });
}
