import { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { ClientPaymentEvent } from '../../platform/payments/client-payments';
import type { CheckoutContext } from './context';
import { setPayoutAccountActive } from './payout';
import * as repo from './repo';
import { paymentDeclined, paymentSucceeded } from './settle';

// What the provider's webhook tells about client payments (Stripe), applied in the
// transaction that records the event's id, so a redelivered event changes nothing: a hold's
// payment went through (on a saved card or the card page) or was declined, a payment was
// refunded, a payout account can take charges.

type EventOf<T extends ClientPaymentEvent['type']> = Extract<ClientPaymentEvent, { type: T }>;

/** A second payment of a hold already paid (its card page and a saved card, both used). */
export const DUPLICATE_REFUND_JOB = 'checkout.refund_duplicate';
export const DuplicateRefundJobSchema = z.object({
  intent_id: z.string().min(1),
  amount_cents: z.number().int().min(1),
});

async function intentSucceeded(
  tx: CheckoutContext,
  event: EventOf<'client_intent_succeeded'>,
  origin: RequestOrigin,
) {
  const hold = await repo.lockHold(tx.db, event.holdId);
  if (!hold) return;
  const now = tx.clock.now();
  let payment = await repo.findPaymentOfHold(tx.db, hold.id);
  if (payment?.status === 'succeeded' && payment.intentId !== event.intentId) {
    if (event.amountCents > 0) {
      await tx.jobs.enqueue(
        DUPLICATE_REFUND_JOB,
        { intent_id: event.intentId, amount_cents: event.amountCents },
        { idempotencyKey: `refund:${event.intentId}:duplicate` },
      );
    }
    return;
  }
  const paidWith = { intentId: event.intentId, paymentMethodId: event.paymentMethodId };
  if (!payment) {
    // The card page's intent: Stripe made it, so the hold has no payment row yet.
    payment = await repo.insertPaymentOnce(tx.db, {
      ...paidWith,
      holdId: hold.id,
      provider: tx.clientPayments.name,
      kind: event.kind,
      clientSecretHash: null,
      amountCents: event.amountCents,
      status: 'requires_confirmation',
      createdAt: now,
      modifiedAt: now,
    });
  } else if (payment.intentId !== event.intentId) {
    payment = await repo.updatePayment(tx.db, payment.id, { ...paidWith, modifiedAt: now });
  }
  if (payment) await paymentSucceeded(tx, hold, payment, origin);
}

async function intentFailed(
  tx: AppContext,
  event: EventOf<'client_intent_failed'>,
  origin: RequestOrigin,
) {
  const hold = await repo.lockHold(tx.db, event.holdId);
  if (!hold) return;
  const payment = await repo.findPaymentOfHold(tx.db, hold.id);
  // A failed try that Stripe reports after the success it was followed by changes nothing.
  if (payment?.status === 'succeeded') return;
  const own = payment?.intentId === event.intentId ? payment : undefined;
  await paymentDeclined(tx, hold, own, event.declineCode, origin);
}

/** Refunds made anywhere (our jobs, the Stripe dashboard): what was given back in all. */
async function chargeRefunded(tx: AppContext, event: EventOf<'client_charge_refunded'>) {
  const payment = await repo.findPaymentByIntent(tx.db, event.intentId);
  if (!payment) return;
  await repo.raiseRefundedCents(tx.db, payment.id, event.refundedCents, tx.clock.now());
}

/** Applies one client-payment event, in the transaction that records it. */
export async function applyClientPaymentEvent(
  tx: CheckoutContext,
  event: ClientPaymentEvent,
  origin: RequestOrigin,
) {
  switch (event.type) {
    case 'client_intent_succeeded':
      return intentSucceeded(tx, event, origin);
    case 'client_intent_failed':
      return intentFailed(tx, event, origin);
    case 'client_charge_refunded':
      return chargeRefunded(tx, event);
    case 'payout_account_updated':
      return setPayoutAccountActive(tx, event.accountId, event.active);
  }
}

/** Gives a duplicate payment back whole; the key makes a retried job refund once. */
export async function refundDuplicate(
  ctx: CheckoutContext,
  job: z.infer<typeof DuplicateRefundJobSchema>,
) {
  await ctx.clientPayments.refund({
    intentId: job.intent_id,
    amountCents: job.amount_cents,
    idempotencyKey: `refund:${job.intent_id}:duplicate`,
  });
  await ctx.audit.record({
    action: 'checkout.refund',
    outcome: 'success',
    actorUserId: null,
    subjectUserId: null,
    origin: { ip: 'job', userAgent: null },
    detail: { intent_id: job.intent_id, amount_cents: job.amount_cents, reason: 'duplicate' },
  });
}
