import { dollarsFromCents } from '@orchid/contracts/money';
import type { AppContext } from '../../platform/context';
import { cancellationFee, clientSessionToCancel } from '../scheduling/change-sessions';
import { paidCentsForAppointment } from './repo';

/**
 * What cancelling a session costs the client now (the session type's fee), and what of its
 * online payment comes back: the rest, as the refund on cancelling will.
 */
export async function cancellationPreview(ctx: AppContext, userId: string, id: string) {
  const target = await clientSessionToCancel(ctx, userId, id);
  const [terms, paidCents] = await Promise.all([
    cancellationFee(ctx, target),
    paidCentsForAppointment(ctx.db, target.id),
  ]);
  return {
    within_window: terms.within_window,
    fee: dollarsFromCents(terms.feeCents),
    refund: dollarsFromCents(Math.max(0, paidCents - terms.feeCents)),
    cancellation_price_valid_until: terms.validUntil?.toISOString() ?? null,
  };
}
