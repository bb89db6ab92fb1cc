import { formatMoney } from '@orchid/contracts/money';
import type { AppContext } from '../../platform/context';
import type { EventPayload } from '../../platform/events/catalog';
import { defangForMail } from '../../platform/mail/defang';
import { shortTimeInWords, timeInWords } from '../../platform/mail/mail-time';
import { senderOf, sendToOthersOrSkip } from '../../platform/mail/mail-to-others';
import type { MailMessage } from '../../platform/mail/mailer';
import { findUserById } from '../accounts/users';
import { cancellationRefundCents } from '../checkout/refund-jobs';
import { sessionById } from '../scheduling/session-facts';
import { sessionFile } from '../scheduling/session-file';
import { practiceName } from '../teams/service';
import { clientReaders, type Reader } from './readers';

// The client's mail (or a minor's guardians') when the practice moves or cancels a session:
// who did it, the time it had and has, each in the reader's zone, and for a cancelled session
// paid online the refund (the refund has no receipt of its own then). The practice's mail to
// someone else: a confirmed sender and the mail-to-others limits, except a mail that tells of
// money given back, which goes as a receipt would.

type Person = { firstName: string; preferredFirstName: string | null };
const firstName = (person: Person) => person.preferredFirstName ?? person.firstName;

async function whoDidIt(ctx: AppContext, actorUserId: string, ownerUserId: string) {
  const [actor, practice] = await Promise.all([
    findUserById(ctx.db, actorUserId),
    practiceName(ctx, ownerUserId),
  ]);
  const name = actor ? `${firstName(actor)} ${actor.lastName}`.trim() : 'Your professional';
  return { actor, words: defangForMail(`${name} of ${practice}`) };
}

const whose = (reader: Reader, client: Person & { id: string }) =>
  reader.id === client.id ? 'your session' : `${defangForMail(firstName(client))}'s session`;

async function mailReaders(
  ctx: AppContext,
  sender: { id: string; emailConfirmedAt: Date | null } | undefined,
  readers: Reader[],
  compose: (reader: Reader) => Omit<MailMessage, 'to'>,
  options: { key: string; clientUserId: string; asReceipt: boolean },
) {
  for (const reader of readers) {
    if (!reader.email) continue;
    const message = { to: reader.email, ...compose(reader) };
    const sendOptions = {
      category: 'essential' as const,
      idempotencyKey: `${options.key}:${reader.id}`,
    };
    if (options.asReceipt) {
      await ctx.mailer.send(message, sendOptions);
    } else if (sender) {
      await sendToOthersOrSkip(ctx, senderOf(sender), message, {
        ...sendOptions,
        kind: 'session_change',
        subjectUserId: options.clientUserId,
      });
    }
  }
}

const sessionsLink = (ctx: AppContext) =>
  `Your sessions: ${ctx.publicUrl}/member-dashboard/sessions`;

/** The practice moved a session (and, with it, `also` more of its series). */
export async function tellClientOfMove(ctx: AppContext, event: EventPayload<'appointment.moved'>) {
  if (event.moved_by !== 'practice' || event.told_with) return;
  const session = await sessionById(ctx, event.appointment_id);
  if (!session || (session.status !== 'scheduled' && session.status !== 'invited')) return;
  const client = await findUserById(ctx.db, session.patientUserId);
  if (!client) return;
  const who = await whoDidIt(ctx, event.moved_by_user_id, session.ownerUserId);
  const { summary, ics } = await sessionFile(
    ctx,
    session,
    { patientUserId: client.id },
    { inMail: true },
  );
  const before = new Date(event.previous_start);
  const more =
    event.also > 0 ? ` The ${event.also} later sessions of the series moved with it.` : '';
  await mailReaders(
    ctx,
    who.actor,
    await clientReaders(ctx, client.id, session.ownerUserId),
    (reader) => ({
      subject: `Session moved to ${shortTimeInWords(session.startsAt, reader.zone)}`,
      text: [
        `Hello ${defangForMail(firstName(reader))},`,
        '',
        `${who.words} moved ${whose(reader, client)}, ${summary}.`,
        `It was on ${timeInWords(before, reader.zone)}.`,
        `It is now on ${timeInWords(session.startsAt, reader.zone)}.${more}`,
        'The attached file updates it in your calendar.',
        '',
        sessionsLink(ctx),
      ].join('\n'),
      attachments: [
        {
          filename: 'session.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: ics,
        },
      ],
    }),
    {
      key: `session-moved-mail:${session.id}:${event.previous_start}`,
      clientUserId: client.id,
      asReceipt: false,
    },
  );
}

/** The practice cancelled a session (and `also` more): with the refund of what was paid. */
export async function tellClientOfCancellation(
  ctx: AppContext,
  event: EventPayload<'appointment.cancelled'>,
) {
  if (event.cancelled_by !== 'practice' || event.told_with) return;
  const session = await sessionById(ctx, event.appointment_id);
  if (!session) return;
  const client = await findUserById(ctx.db, session.patientUserId);
  if (!client) return;
  const who = await whoDidIt(ctx, event.cancelled_by_user_id, session.ownerUserId);
  const label = defangForMail(session.sessionTypeLabel);
  const refundCents = await cancellationRefundCents(ctx, session.id, event.fee_cents);
  const more =
    event.also > 0 ? ` The ${event.also} later sessions of the series are cancelled too.` : '';
  const refund =
    refundCents > 0
      ? [
          `${formatMoney(refundCents)} of your payment is refunded to your card. It can take 5 to 10 days to appear.`,
        ]
      : [];
  await mailReaders(
    ctx,
    who.actor,
    await clientReaders(ctx, client.id, session.ownerUserId),
    (reader) => ({
      subject: `Session cancelled: ${label} on ${shortTimeInWords(session.startsAt, reader.zone)}`,
      text: [
        `Hello ${defangForMail(firstName(reader))},`,
        '',
        `${who.words} cancelled ${whose(reader, client)}, ${label} on ${timeInWords(session.startsAt, reader.zone)}.${more}`,
        ...refund,
        '',
        sessionsLink(ctx),
      ].join('\n'),
    }),
    {
      key: `session-cancelled-mail:${session.id}`,
      clientUserId: client.id,
      // Money given back is told whatever the limits: it is the refund's receipt too.
      asReceipt: refundCents > 0,
    },
  );
}
