import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { paidCentsForAppointment } from './repo';

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
});

export const RECEIPT_JOB = 'checkout.receipt';
export const ReceiptJobSchema = z.object({
  hold_id: z.uuid(),
  kind: z.enum(['payment', 'refund']),
  amount_cents: z.number().int().min(0),
});

/**
 * Queues the refund of a cancelled session's online payment (nothing happens for a session
 * not paid online), in the transaction that cancels it.
 */
export async function queueCancellationRefund(
  tx: AppContext,
  input: { appointmentId: string; feeCents: number },
) {
  if ((await paidCentsForAppointment(tx.db, input.appointmentId)) === 0) return;
  await tx.jobs.enqueue(
    REFUND_JOB,
    { appointment_id: input.appointmentId, fee_cents: input.feeCents, reason: 'cancelled' },
    { idempotencyKey: `refund:${input.appointmentId}:cancelled` },
  );
}
