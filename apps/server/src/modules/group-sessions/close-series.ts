import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { findUserById } from '../accounts/repo';
import { endSeatsOfSeries } from '../checkout/seat-holds';
import { cancelMeetingsAhead, liveMeetingsFrom } from '../scheduling/group-meetings';
import { describeSeries } from './describe';
import * as repo from './repo';

/**
 * The professional closes a group: the meetings ahead are cancelled, no one can take a seat,
 * and every paid seat gets back its share for the meetings that will not take place (the
 * practice keeps the share of those already held). Each seat's payer is told by e-mail.
 */
export async function closeSeries(
  ctx: AppContext,
  ownerUserId: string,
  seriesId: string,
  origin: RequestOrigin,
) {
  const row = await inTransaction(ctx, async (tx) => {
    const series = await repo.lockSeriesOf(tx.db, { ownerUserId }, seriesId);
    if (!series) throw new AppError('groupSessions.notFound');
    if (series.closedAt) throw new AppError('groupSessions.closed');
    const now = tx.clock.now();
    // What each seat paid for, read before the meetings ahead are cancelled.
    const keptCents = async (hold: { startsAt: Date }, paidCents: number) => {
      const paidFor = await liveMeetingsFrom(tx.db, series.appointmentSeriesId, hold.startsAt);
      const held = paidFor.filter((start) => start <= now).length;
      return paidFor.length === 0 ? 0 : Math.round((paidCents * held) / paidFor.length);
    };
    const payers = await endSeatsOfSeries(tx, series.id, keptCents);
    const cancelled = await cancelMeetingsAhead(tx, series.appointmentSeriesId);
    const closed = await repo.closeSeries(tx.db, series.id, now);
    for (const payerId of payers) {
      const payer = await findUserById(tx.db, payerId);
      if (!payer?.email) continue;
      await tx.mailer.send(
        {
          to: payer.email,
          subject: `${series.title} is cancelled`,
          text: [
            `Hello ${payer.preferredFirstName ?? payer.firstName},`,
            '',
            `The group "${series.title}" will not meet again: its ${cancelled} meetings ahead are cancelled.`,
            'If you paid for your seat, what you paid for those meetings is refunded to your card; a receipt follows.',
            '',
            `${tx.brandName}: ${tx.publicUrl}/group-session`,
          ].join('\n'),
        },
        { category: 'essential', idempotencyKey: `group-closed:${series.id}:${payerId}` },
      );
    }
    await tx.audit.record({
      action: 'group_session.close',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: ownerUserId,
      origin,
      detail: { group_sessions_series_id: series.id, meetings_cancelled: cancelled },
    });
    return closed;
  });
  const [described] = await describeSeries(ctx, [row]);
  if (!described) throw new Error('series not described');
  return described;
}
