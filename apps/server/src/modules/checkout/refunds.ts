import type { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import type { CheckoutContext } from './context';
import { RECEIPT_JOB, type RefundJobSchema } from './refund-jobs';
import * as repo from './repo';

// Refunds of a session's online payment, as a job: a client's cancellation (what was paid
// minus the late-cancellation fee; everything when the practice cancels) and a payment whose
// session could not be placed (everything, at once). The provider gets an idempotency key per
// payment and reason, so a retried job refunds once.

const jobOrigin: RequestOrigin = { ip: 'job', userAgent: null };

export async function refundSession(ctx: CheckoutContext, job: z.infer<typeof RefundJobSchema>) {
  const hold = job.hold_id
    ? await repo.findHold(ctx.db, job.hold_id)
    : job.appointment_id
      ? await repo.findHoldOfAppointment(ctx.db, job.appointment_id)
      : undefined;
  const payment = hold && (await repo.findPaymentOfHold(ctx.db, hold.id));
  if (!hold || payment?.status !== 'succeeded') return;
  const refundable = payment.amountCents - payment.refundedCents;
  const refundCents = Math.min(refundable, Math.max(0, payment.amountCents - job.fee_cents));
  if (refundCents <= 0) return;
  await ctx.clientPayments.refund({
    intentId: payment.intentId,
    amountCents: refundCents,
    idempotencyKey: `refund:${payment.id}:${job.reason}`,
  });
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await repo.updatePayment(tx.db, payment.id, {
      refundedCents: payment.refundedCents + refundCents,
      modifiedAt: now,
    });
    await repo.updateHold(tx.db, hold.id, { status: 'refunded', modifiedAt: now });
    await tx.audit.record({
      action: 'checkout.refund',
      outcome: 'success',
      actorUserId: null,
      subjectUserId: hold.patientUserId,
      origin: jobOrigin,
      detail: { timeslot_id: hold.id, amount_cents: refundCents, reason: job.reason },
    });
    if (!job.receipt) return;
    await tx.jobs.enqueue(
      RECEIPT_JOB,
      { hold_id: hold.id, kind: 'refund', amount_cents: refundCents },
      { idempotencyKey: `receipt:${payment.id}:refund:${job.reason}` },
    );
  });
}
