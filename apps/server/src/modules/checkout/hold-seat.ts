import type { RequestOrigin } from '../../platform/audit/audit';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { seatPriceCents, seriesStatus } from '../group-sessions/describe';
import * as groupSessions from '../group-sessions/repo';
import { meetingsAhead } from '../scheduling/group-meetings';
import type { CheckoutContext } from './context';
import { holdSeat } from './seat-holds';

/**
 * A member takes a seat in an open group: held while they pay for every meeting ahead, with
 * the checkout's calls by its timeslot_id (free seats are booked at once).
 */
export async function holdSeatIn(
  ctx: CheckoutContext,
  principal: Principal,
  seriesId: string,
  couponName: string | null | undefined,
  origin: RequestOrigin,
) {
  const series = await groupSessions.findSeries(ctx.db, seriesId);
  if (!series) throw new AppError('groupSessions.notFound');
  const ahead = await meetingsAhead(ctx.db, [series.appointmentSeriesId], ctx.clock.now());
  const status = seriesStatus(series, ahead.length);
  if (status === 'closed') throw new AppError('groupSessions.closed');
  if (status === 'full') throw new AppError('groupSessions.full');
  const [first] = ahead;
  if (!first) throw new AppError('groupSessions.closed');
  return holdSeat(
    ctx,
    principal,
    {
      seriesId: series.id,
      ownerUserId: series.ownerUserId,
      label: series.sessionTypeLabel,
      firstMeeting: first.startsAt,
      lengthMinutes: series.lengthMinutes,
      listPriceCents: seatPriceCents(series, ahead.length),
    },
    couponName,
    origin,
  );
}
