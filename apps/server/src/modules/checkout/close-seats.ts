import type { AppContext } from '../../platform/context';
import type { EventPayload } from '../../platform/events/catalog';
import { defangForMail } from '../../platform/mail/defang';
import { findUserById } from '../accounts/users';
import { liveMeetingsFrom } from '../scheduling/group-meetings';
import { endSeatsOfSeries } from './seat-holds';

/**
 * A group series is closing (in its transaction, before its meetings ahead are cancelled): its
 * seats end, each paid seat is refunded its share of the meetings that will not take place,
 * and each payer is told by e-mail.
 */
export async function endSeatsAtClose(
  tx: AppContext,
  closing: EventPayload<'group_series.closing'>,
) {
  const now = tx.clock.now();
  // What each seat paid for, read before the meetings ahead are cancelled.
  const keptCents = async (hold: { startsAt: Date }, paidCents: number) => {
    const paidFor = await liveMeetingsFrom(tx.db, closing.appointment_series_id, hold.startsAt);
    const held = paidFor.filter((start) => start <= now).length;
    return paidFor.length === 0 ? 0 : Math.round((paidCents * held) / paidFor.length);
  };
  const payers = await endSeatsOfSeries(tx, closing.series_id, keptCents);
  if (payers.length === 0) return;
  const ahead = await liveMeetingsFrom(tx.db, closing.appointment_series_id, now);
  const cancelled = ahead.filter((start) => start > now).length;
  // The practice chose the title: inert in the mail. Not counted against the limits of mail to
  // others: it goes once, to people who paid for a seat, and tells them of their refund.
  const title = defangForMail(closing.title);
  for (const payerId of payers) {
    const payer = await findUserById(tx.db, payerId);
    if (!payer?.email) continue;
    await tx.mailer.send(
      {
        to: payer.email,
        subject: `${title} is cancelled`,
        text: [
          `Hello ${payer.preferredFirstName ?? payer.firstName},`,
          '',
          `The group "${title}" will not meet again: its ${cancelled} meetings ahead are cancelled.`,
          'If you paid for your seat, what you paid for those meetings is refunded to your card; a receipt follows.',
          '',
          `${tx.brandName}: ${tx.publicUrl}/group-session`,
        ].join('\n'),
      },
      { category: 'essential', idempotencyKey: `group-closed:${closing.series_id}:${payerId}` },
    );
  }
}
