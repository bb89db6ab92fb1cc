import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { paidCentsForAppointment, paymentOfAppointment } from './repo';

// The jobs of the checkout, and the refund it queues when a paid session is cancelled (it
// follows scheduling's appointment.cancelled event, in the cancelling transaction).

export const HOLD_EXPIRY_JOB = 'checkout.hold_expiry';
export const HoldExpiryJobSchema = z.object({ hold_id: z.uuid() });

export const REFUND_JOB = 'checkout.refund';
/** The hold is named by its session (a cancelled session) or by itself (a seat, or unplaced). */
export const RefundJobSchema = z.object({
  appointment_id: z.uuid().optional(),
  hold_id: z.uuid().optional(),
  /** Kept by the practice (a late cancellation's fee); the rest of what was paid goes back. */
  fee_cents: z.number().int().min(0),
  reason: z.enum(['cancelled', 'not_placed', 'group_closed']),
  /** False when the practice's cancellation mail tells the refund: no receipt of its own. */
  receipt: z.boolean().default(true),
});

export const RECEIPT_JOB = 'checkout.receipt';
export const ReceiptJobSchema = z.object({
  hold_id: z.uuid(),
  /** A payment, a refund, or a free booking's confirmation (nothing paid). */
  kind: z.enum(['payment', 'refund', 'booking']),
  amount_cents: z.number().int().min(0),
  /** A payment whose place was booked: its receipt confirms the booking too. */
  placed: z.boolean().default(false),
});

/**
 * What a cancellation gives back of a session's online payment: all of it but the fee kept
 * (0 when nothing was paid online), for the practice's cancellation mail that tells it.
 */
export async function cancellationRefundCents(
  ctx: AppContext,
  appointmentId: string,
  feeCents: number,
) {
  // What was paid, not what is left: the refund may have been made before the mail goes.
  const payment = await paymentOfAppointment(ctx.db, appointmentId);
  return payment ? Math.max(0, payment.amount - feeCents) : 0;
}

/**
 * Queues the refund of a cancelled session's online payment (nothing happens for a session
 * not paid online), in the transaction that cancels it.
 */
export async function queueCancellationRefund(
  tx: AppContext,
  input: { appointmentId: string; feeCents: number; toldInCancellation: boolean },
) {
  if ((await paidCentsForAppointment(tx.db, input.appointmentId)) === 0) return;
  await tx.jobs.enqueue(
    REFUND_JOB,
    {
      appointment_id: input.appointmentId,
      fee_cents: input.feeCents,
      reason: 'cancelled',
      receipt: !input.toldInCancellation,
    },
    { idempotencyKey: `refund:${input.appointmentId}:cancelled` },
  );
}
