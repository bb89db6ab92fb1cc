import { type Coupon, type CouponInput, priceAfterCoupon } from '@orchid/contracts';
import { centsFromDollars, dollarsFromCents } from '@orchid/contracts/money';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { createThrottle } from '../../platform/throttle/throttle';
import { findSessionTypeByLabel } from '../scheduling/appointments-repo';
import { bookableProfessional } from '../scheduling/professional';
import * as repo from './repo';

// A practice's coupons: percent or amount off, for some session types or all, a number of
// uses and an end. A use is counted when a member holds a time with the coupon (given back
// when the hold ends unpaid), in one UPDATE, so the last use goes to one member only.

export function describeCoupon(row: repo.CouponRow): Coupon {
  return {
    coupon_id: row.id,
    coupon_name: row.name,
    percent_off: row.percentOff,
    amount_off: row.amountOffCents === null ? null : dollarsFromCents(row.amountOffCents),
    labels: row.labels,
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    expires_at: row.expiresAt?.toISOString() ?? null,
    create_datetime: row.createdAt.toISOString(),
  };
}

const nameTaken = refusalFor({ coupons_owner_name_key: new AppError('checkout.couponNameTaken') });

export async function createCoupon(
  ctx: AppContext,
  ownerUserId: string,
  input: CouponInput,
  origin: RequestOrigin,
) {
  return inTransaction(ctx, async (tx) => {
    const row = await repo
      .insertCoupon(tx.db, {
        ownerUserId,
        name: input.coupon_name.trim(),
        percentOff: input.percent_off ?? null,
        amountOffCents: input.amount_off == null ? null : centsFromDollars(input.amount_off),
        labels: input.labels,
        maxRedemptions: input.max_redemptions ?? null,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        createdAt: tx.clock.now(),
      })
      .catch(nameTaken);
    await tx.audit.record({
      action: 'checkout.coupon_create',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: ownerUserId,
      origin,
      detail: { coupon_id: row.id },
    });
    return describeCoupon(row);
  });
}

export async function listCoupons(ctx: AppContext, ownerUserId: string) {
  const rows = await repo.couponsOf(ctx.db, ownerUserId);
  return { coupons: rows.map(describeCoupon) };
}

export async function deleteCoupon(
  ctx: AppContext,
  ownerUserId: string,
  couponId: string,
  origin: RequestOrigin,
) {
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.deleteCoupon(tx.db, ownerUserId, couponId))) {
      throw new AppError('checkout.couponNotFound');
    }
    await tx.audit.record({
      action: 'checkout.coupon_delete',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: ownerUserId,
      origin,
      detail: { coupon_id: couponId },
    });
  });
  return { deleted: true as const };
}

/**
 * The practice's coupon of this name, usable now for this session type, or the refusal.
 * "Used up" here is a first look; the hold's UPDATE decides when two race for the last use.
 */
export async function usableCoupon(
  ctx: AppContext,
  ownerUserId: string,
  name: string,
  label: string,
) {
  const coupon = await repo.findCouponByName(ctx.db, ownerUserId, name.trim());
  if (!coupon) throw new AppError('checkout.couponUnknown');
  if (coupon.expiresAt && coupon.expiresAt <= ctx.clock.now()) {
    throw new AppError('checkout.couponExpired');
  }
  const labels = coupon.labels.map((l) => l.toLowerCase());
  if (labels.length > 0 && !labels.includes(label.toLowerCase())) {
    throw new AppError('checkout.couponNotForType');
  }
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) {
    throw new AppError('checkout.couponUsedUp');
  }
  return coupon;
}

/**
 * Wrong coupon codes tried: by one address, and against one practice from anywhere. Without a
 * limit the public price check answers 300 guesses in 3 s, enough to find a real code. A lock
 * refuses only coupon checks (a booking without a coupon goes on), and right codes count
 * nothing.
 */
export const couponGuessLimits = {
  perAddress: { max: 10, windowMs: 10 * 60_000, lockMs: 10 * 60_000 },
  perPractice: { max: 100, windowMs: 60 * 60_000, lockMs: 15 * 60_000 },
};

/** `usableCoupon` for a caller who may be guessing: refused (429) after too many unknown codes. */
export async function guardedCoupon(
  ctx: AppContext,
  origin: RequestOrigin,
  { ownerUserId, name, label }: { ownerUserId: string; name: string; label: string },
) {
  const throttle = createThrottle(ctx.db, ctx.clock, 'checkout.tooManyCouponTries');
  const keys = [
    { key: `address:${origin.ip}`, rule: couponGuessLimits.perAddress },
    { key: `practice:${ownerUserId}`, rule: couponGuessLimits.perPractice },
  ];
  await throttle.assertOpen('coupon_guess', keys);
  try {
    return await usableCoupon(ctx, ownerUserId, name, label);
  } catch (error) {
    if (error instanceof AppError && error.code === 'checkout.couponUnknown') {
      await throttle.fail('coupon_guess', keys);
    }
    throw error;
  }
}

export const couponPrice = (priceCents: number, coupon: repo.CouponRow) =>
  priceAfterCoupon(priceCents, {
    percent_off: coupon.percentOff,
    amount_off: coupon.amountOffCents === null ? null : dollarsFromCents(coupon.amountOffCents),
  });

/** appointment_coupon_discount: a session type's price after a coupon, in dollars. */
export async function couponDiscount(
  ctx: AppContext,
  body: { orchid_pro_cognito_sub: string; appointment_type_label: string; coupon_name: string },
  origin: RequestOrigin,
) {
  const ownerUserId = body.orchid_pro_cognito_sub;
  await bookableProfessional(ctx, ownerUserId);
  const type = await findSessionTypeByLabel(ctx.db, ownerUserId, body.appointment_type_label);
  if (!type?.bookableOnline) throw new AppError('checkout.notBookable');
  const coupon = await guardedCoupon(ctx, origin, {
    ownerUserId,
    name: body.coupon_name,
    label: type.label,
  });
  return { end_price: dollarsFromCents(couponPrice(type.priceCents, coupon)) };
}
