import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { confirmPlace, placeBooked } from './places';
import { RECEIPT_JOB, REFUND_JOB } from './refund-jobs';
import * as repo from './repo';

// What a hold's payment does once the provider has answered, in the caller's transaction with
// the hold locked: a success places the session (or, when its time was taken after the hold
// ended, refunds it at once); a decline is kept for the page to tell.

export async function paymentSucceeded(
  tx: AppContext,
  hold: repo.HoldRow,
  payment: repo.HoldPaymentRow,
  origin: RequestOrigin,
) {
  if (payment.status === 'succeeded') return;
  const now = tx.clock.now();
  await repo.updatePayment(tx.db, payment.id, {
    status: 'succeeded',
    declineCode: null,
    paidAt: now,
    modifiedAt: now,
  });
  const placed = await confirmPlace(tx, hold);
  if (placed) await placeBooked(tx, hold);
  await repo.updateHold(tx.db, hold.id, {
    status: placed ? 'booked' : 'refunded',
    declineCode: null,
    modifiedAt: now,
  });
  await tx.audit.record({
    action: 'checkout.payment',
    outcome: 'success',
    actorUserId: hold.payerUserId,
    subjectUserId: hold.patientUserId,
    origin,
    detail: { timeslot_id: hold.id, amount_cents: payment.amountCents, placed },
  });
  await tx.jobs.enqueue(
    RECEIPT_JOB,
    { hold_id: hold.id, kind: 'payment', amount_cents: payment.amountCents, placed },
    { idempotencyKey: `receipt:${payment.id}:payment` },
  );
  if (!placed) {
    await tx.jobs.enqueue(
      REFUND_JOB,
      { hold_id: hold.id, fee_cents: 0, reason: 'not_placed' },
      { idempotencyKey: `refund:${hold.appointmentId ?? hold.id}:not_placed` },
    );
  }
}

export async function paymentDeclined(
  tx: AppContext,
  hold: repo.HoldRow,
  payment: repo.HoldPaymentRow | undefined,
  declineCode: string,
  origin: RequestOrigin,
) {
  const now = tx.clock.now();
  if (payment && payment.status !== 'succeeded') {
    await repo.updatePayment(tx.db, payment.id, {
      status: 'declined',
      declineCode,
      modifiedAt: now,
    });
  }
  const waiting = hold.status === 'held' || hold.status === 'pending_payment';
  await repo.updateHold(tx.db, hold.id, {
    declineCode,
    ...(waiting ? { status: 'held' as const } : {}),
    modifiedAt: now,
  });
  await tx.audit.record({
    action: 'checkout.payment',
    outcome: 'failure',
    actorUserId: hold.payerUserId,
    subjectUserId: hold.patientUserId,
    origin,
    detail: { timeslot_id: hold.id, decline_code: declineCode },
  });
}
