import { dollarsFromCents } from '@orchid/contracts/money';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { seatPriceCents } from '../group-sessions/describe';
import * as groupSessions from '../group-sessions/repo';
import { meetingsAhead } from '../scheduling/group-meetings';
import { couponPrice, guardedCoupon } from './coupons';

/** A seat's price after a coupon of the series' practice (for its session type). */
export async function seatCouponPrice(
  ctx: AppContext,
  seriesId: string,
  couponName: string,
  origin: RequestOrigin,
) {
  const series = await groupSessions.findSeries(ctx.db, seriesId);
  if (!series) throw new AppError('groupSessions.notFound');
  const ahead = await meetingsAhead(ctx.db, [series.appointmentSeriesId], ctx.clock.now());
  const coupon = await guardedCoupon(ctx, origin, {
    ownerUserId: series.ownerUserId,
    name: couponName,
    label: series.sessionTypeLabel,
  });
  return { end_price: dollarsFromCents(couponPrice(seatPriceCents(series, ahead.length), coupon)) };
}
