import { createHash, timingSafeEqual } from 'node:crypto';
import { cardDeclineMessage, checkoutMessages, type SavedCard } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import type { Payer } from '../../platform/payments/client-payments';
import { PaymentProviderError } from '../../platform/payments/provider';
import { findUserById } from '../accounts/users';
import type { CheckoutContext } from './context';
import { bookerOf, holdOf, standingTo } from './holds';
import { payoutDestination } from './payout';
import * as repo from './repo';
import { paymentDeclined, paymentSucceeded } from './settle';

// The §7 payment calls: the provider's key, the payer's saved cards, the hosted card page for
// a new card, paying with a saved card (one intent per hold, so paying twice charges once),
// and the built-in provider's stand-in for Stripe.js's confirmation.

/** Calls the provider; its failure is a 503 the member can retry (details were logged). */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('checkout.providerUnavailable');
    throw error;
  }
}

export const secretDigest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The payer as the provider knows them: their customer, made the first time. */
export async function payerOf(ctx: CheckoutContext, userId: string): Promise<Payer> {
  const user = await findUserById(ctx.db, userId);
  const email = user?.email ?? null;
  const known = await repo.findCustomer(ctx.db, userId);
  if (known?.provider === ctx.clientPayments.name) {
    return { userId, email, customerId: known.customerId };
  }
  const customerId = await atProvider(() => ctx.clientPayments.createCustomer({ userId, email }));
  const saved = await repo.insertCustomer(ctx.db, {
    userId,
    provider: ctx.clientPayments.name,
    customerId,
    createdAt: ctx.clock.now(),
  });
  return { userId, email, customerId: saved?.customerId ?? customerId };
}

export async function savedPaymentMethods(ctx: CheckoutContext, principal: Principal) {
  const payer = await payerOf(ctx, bookerOf(principal).payerUserId);
  const cards = await atProvider(() => ctx.clientPayments.savedCards(payer));
  const payment_methods: SavedCard[] = cards.map((card) => ({
    id: card.id,
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    },
  }));
  return { payment_methods };
}

/** The caller's hold, if it can be paid now: waiting and within its time. */
async function payableHold(ctx: CheckoutContext, principal: Principal, holdId: string) {
  const hold = await holdOf(ctx, principal, holdId);
  if (standingTo(hold, principal) !== 'payer') throw new AppError('checkout.onlyOwnerPays');
  if (hold.status === 'booked') throw new AppError('checkout.alreadyPaid');
  const waiting = hold.status === 'held' || hold.status === 'pending_payment';
  if (!waiting || hold.holdExpiresAt <= ctx.clock.now()) throw new AppError('checkout.holdExpired');
  return hold;
}

const describe = (hold: repo.HoldRow) =>
  `${hold.sessionTypeLabel}, ${hold.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** checkout_one_time: the provider's card page for this hold; the card is kept for next time. */
export async function openCardPage(ctx: CheckoutContext, principal: Principal, holdId: string) {
  const hold = await payableHold(ctx, principal, holdId);
  const payer = await payerOf(ctx, hold.payerUserId);
  const page = await atProvider(async () =>
    ctx.clientPayments.openCardPage({
      holdId: hold.id,
      payer,
      amountCents: hold.priceCents,
      destinationAccountId: await payoutDestination(ctx, hold.ownerUserId),
      description: describe(hold),
      payableUntil: hold.holdExpiresAt,
      successUrl: checkoutConfirmUrl(ctx.publicUrl, hold),
      cancelUrl: checkoutPageUrl(ctx.publicUrl, hold),
    }),
  );
  await repo.updateHold(ctx.db, hold.id, {
    checkoutSessionId: page.sessionId,
    modifiedAt: ctx.clock.now(),
  });
  return { session_id: page.sessionId, checkout_url: page.url };
}

/** The page the hold was made on: the professional's, or the group series' (a seat). */
export const checkoutUrl = (publicUrl: string, hold: repo.HoldRow) =>
  hold.groupSeriesId
    ? `${publicUrl}/group-session/series/${hold.groupSeriesId}`
    : `${publicUrl}/professional-search/${hold.ownerUserId}`;

/**
 * The checkout page of the hold, to go back to from the card page (Cancel): a one-on-one
 * checkout's address carries its time (§2 query parameters), so the page can show it again.
 */
export function checkoutPageUrl(publicUrl: string, hold: repo.HoldRow): string {
  if (hold.groupSeriesId) return `${checkoutUrl(publicUrl, hold)}/checkout`;
  const query = new URLSearchParams({
    start: hold.startsAt.toISOString(),
    length: String(hold.lengthMinutes),
    type: hold.sessionTypeLabel,
  });
  return `${checkoutUrl(publicUrl, hold)}/checkout?${query}`;
}

/** Where the member lands after paying: the checkout-confirm page of the hold. */
export const checkoutConfirmUrl = (publicUrl: string, hold: repo.HoldRow) =>
  `${checkoutUrl(publicUrl, hold)}/checkout-confirm/${hold.id}`;

/**
 * pay_with_existing_payment_method: the hold's one intent with this card (made, or given the
 * new card when an earlier try was declined). The browser confirms it with its client secret.
 */
export async function payWithSavedCard(
  ctx: CheckoutContext,
  principal: Principal,
  holdId: string,
  paymentMethodId: string,
) {
  const hold = await payableHold(ctx, principal, holdId);
  const payer = await payerOf(ctx, hold.payerUserId);
  const cards = await atProvider(() => ctx.clientPayments.savedCards(payer));
  if (!cards.some((card) => card.id === paymentMethodId)) {
    throw new AppError('checkout.cardNotFound');
  }
  const existing = await repo.findPaymentOfHold(ctx.db, hold.id);
  if (existing?.status === 'succeeded') throw new AppError('checkout.alreadyPaid');
  const intent = await atProvider(async () =>
    ctx.clientPayments.createIntent({
      holdId: hold.id,
      existingIntentId: existing?.intentId ?? null,
      payer,
      paymentMethodId,
      amountCents: hold.priceCents,
      destinationAccountId: await payoutDestination(ctx, hold.ownerUserId),
      description: describe(hold),
    }),
  );
  const now = ctx.clock.now();
  const fields = {
    intentId: intent.intentId,
    clientSecretHash:
      ctx.clientPayments.name === 'simulated' ? secretDigest(intent.clientSecret) : null,
    paymentMethodId,
    status: 'requires_confirmation' as const,
    declineCode: null,
    modifiedAt: now,
  };
  await inTransaction(ctx, async (tx) => {
    const payment = await repo.insertPaymentOnce(tx.db, {
      holdId: hold.id,
      provider: ctx.clientPayments.name,
      kind: intent.kind,
      amountCents: hold.priceCents,
      createdAt: now,
      ...fields,
    });
    if (payment && payment.intentId !== intent.intentId) {
      if (payment.status === 'succeeded') throw new AppError('checkout.alreadyPaid');
      await repo.updatePayment(tx.db, payment.id, fields);
    } else if (payment && payment.status !== 'requires_confirmation') {
      await repo.updatePayment(tx.db, payment.id, fields);
    }
    await repo.updateHold(tx.db, hold.id, { status: 'pending_payment', modifiedAt: now });
  });
  return { id: intent.intentId, client_secret: intent.clientSecret };
}

const sameSecret = (hash: string | null, secret: string) =>
  hash !== null && timingSafeEqual(Buffer.from(hash), Buffer.from(secretDigest(secret)));

/**
 * The built-in provider confirms an intent (Stripe.js's confirmCardPayment, played here): the
 * saved card decides. Confirming a paid intent again answers succeeded and charges nothing.
 */
export async function confirmSimulatedIntent(
  ctx: CheckoutContext,
  principal: Principal,
  intentId: string,
  clientSecret: string,
  origin: RequestOrigin,
) {
  const payment = await repo.findPaymentByIntent(ctx.db, intentId);
  const hold = payment && (await repo.findHold(ctx.db, payment.holdId));
  const pays = standingTo(hold, principal) === 'payer';
  if (!payment || !hold || !pays || !sameSecret(payment.clientSecretHash, clientSecret)) {
    throw new AppError('checkout.intentNotFound');
  }
  const card = payment.paymentMethodId
    ? await repo.findSavedCard(ctx.db, hold.payerUserId, payment.paymentMethodId)
    : undefined;
  const declineCode = !card ? 'generic_decline' : cardDeclineOf(card, ctx.clock.now());
  const outcome = await inTransaction(ctx, async (tx) => {
    const locked = await repo.lockHold(tx.db, hold.id);
    const current = await repo.findPaymentOfHold(tx.db, hold.id);
    if (!locked || !current || current.intentId !== intentId) {
      throw new AppError('checkout.intentNotFound');
    }
    if (current.status === 'succeeded') return 'succeeded' as const;
    if (declineCode) {
      await paymentDeclined(tx, locked, current, declineCode, origin);
      return 'declined' as const;
    }
    await paymentSucceeded(tx, locked, current, origin);
    return 'succeeded' as const;
  });
  if (outcome === 'declined' && declineCode) {
    throw new AppError(
      'checkout.declined',
      cardDeclineMessage({ message: checkoutMessages.declined, code: declineCode }),
    );
  }
  return { id: intentId, status: 'succeeded' as const };
}

/** How the built-in provider's saved card fares when charged now. */
function cardDeclineOf(card: repo.SavedCardRow, now: Date): string | null {
  if (card.declineCode) return card.declineCode;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return card.expYear * 12 + (card.expMonth - 1) < thisMonth ? 'expired_card' : null;
}
