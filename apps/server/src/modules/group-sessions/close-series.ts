import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { AppError } from '../../platform/http/app-error';
import { cancelMeetingsAhead } from '../scheduling/group-meetings';
import { describeSeries } from './describe';
import * as repo from './repo';

/**
 * The professional closes a group: the meetings ahead are cancelled, no one can take a seat,
 * and every paid seat gets back its share for the meetings that will not take place (the
 * practice keeps the share of those already held; checkout/close-seats.ts). Each seat's payer
 * is told by e-mail.
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
    // The checkout ends the seats and tells their payers, while the meetings they paid for
    // are still there to share the refund by (a subscriber in app.ts).
    await emit(tx, 'group_series.closing', {
      series_id: series.id,
      appointment_series_id: series.appointmentSeriesId,
      title: series.title,
    });
    const cancelled = await cancelMeetingsAhead(tx, series.appointmentSeriesId);
    const closed = await repo.closeSeries(tx.db, series.id, now);
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
