import { type BookTimeslot, type HeldTimeslot, HOLD_MINUTES, offsetIsoIn } from '@orchid/contracts';
import { dollarsFromCents } from '@orchid/contracts/money';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { acceptInviteAtBooking } from '../care-invitations/service';
import { isFreeTime, onlineSessionType, placeMemberBooking } from '../scheduling/member-bookings';
import { bookableProfessional } from '../scheduling/professional';
import type { CheckoutContext } from './context';
import { couponPrice, usableCoupon } from './coupons';
import { payoutReady } from './payout';
import { placeBooked, releasePlace } from './places';
import { HOLD_EXPIRY_JOB, RECEIPT_JOB } from './refund-jobs';
import * as repo from './repo';

// A member holds a free time for HOLD_MINUTES while paying (books_availability). The hold's
// session sits on the practice's calendar as needs_payment, so the exclusion constraint keeps
// everyone else off the time; a job at the hold's end frees it (was_not_paid) if unpaid.

/** Who books and who pays: the member, or the guardian acting for a minor (books for them). */
export function bookerOf(principal: Principal) {
  const signupFinished = principal.acting
    ? principal.acting.guardian.signupFormFinished
    : (principal.user?.signupFormFinished ?? false);
  return {
    patientUserId: principal.userId,
    payerUserId: principal.acting?.guardianUserId ?? principal.userId,
    signupFinished,
  };
}

export async function holdTimeslot(
  ctx: CheckoutContext,
  principal: Principal,
  body: BookTimeslot,
  origin: RequestOrigin,
) {
  const booker = bookerOf(principal);
  if (!booker.signupFinished) throw new AppError('checkout.signupUnfinished');
  const ownerUserId = body.orchid_pro_cognito_sub;
  await bookableProfessional(ctx, ownerUserId);
  const label = body.appointment_type_label;
  const type = await onlineSessionType(ctx, ownerUserId, label, body.timeslot_length_minute);
  if (!type) throw new AppError('checkout.notBookable');
  const start = new Date(body.timeslot_datetime_start);
  // The same member asking again for the same time (Back, a declined card, another tab) gets
  // the hold they have, made of the same session type and coupon, to pay it.
  const mine = await repo.findLiveHoldOfTime(
    ctx.db,
    { ownerUserId, ...booker, startsAt: start },
    ctx.clock.now(),
  );
  if (mine && (await sameHold(ctx, mine, type, body.coupon_name))) return heldAnswer(mine);
  if (!(await isFreeTime(ctx, ownerUserId, type.label, start))) {
    throw new AppError('checkout.timeTaken');
  }
  const price = await pricing(ctx, ownerUserId, type.priceCents, type.label, body.coupon_name);
  const hold = await inTransaction(ctx, async (tx) => {
    if (body.invite_code) {
      const invited = { ownerUserId, clientUserId: booker.patientUserId, code: body.invite_code };
      await acceptInviteAtBooking(tx, invited);
    }
    const session = await placeMemberBooking(tx, {
      ownerUserId,
      patientUserId: booker.patientUserId,
      label: type.label,
      start,
      end: new Date(start.getTime() + type.lengthMinutes * 60_000),
      paid: price.priceCents === 0,
      placeHeldOutside: body.place_session_held_outside_of_orchid ?? false,
    });
    return recordHold(tx, {
      place: { appointmentId: session.id },
      booker,
      ownerUserId,
      label: type.label,
      startsAt: start,
      lengthMinutes: type.lengthMinutes,
      listPriceCents: type.priceCents,
      ...price,
      origin,
    });
  });
  return heldAnswer(hold);
}

/** Whether a hold is of this session type, with this coupon (by name) or none. */
async function sameHold(
  ctx: AppContext,
  hold: repo.HoldRow,
  type: { label: string; lengthMinutes: number },
  couponName: string | null | undefined,
) {
  if (hold.sessionTypeLabel !== type.label || hold.lengthMinutes !== type.lengthMinutes) {
    return false;
  }
  if (!couponName) return hold.couponId === null;
  return (await repo.findCouponByName(ctx.db, hold.ownerUserId, couponName))?.id === hold.couponId;
}

/**
 * What a member pays for a place: the list price after the coupon (a first look at its uses;
 * the hold's UPDATE decides). Paying online needs the practice's payout account.
 */
export async function pricing(
  ctx: CheckoutContext,
  ownerUserId: string,
  listPriceCents: number,
  label: string,
  couponName: string | null | undefined,
) {
  const coupon = couponName ? await usableCoupon(ctx, ownerUserId, couponName, label) : undefined;
  const priceCents = coupon ? couponPrice(listPriceCents, coupon) : listPriceCents;
  if (priceCents > 0 && !(await payoutReady(ctx, ownerUserId))) {
    throw new AppError('checkout.payoutNotReady');
  }
  return { priceCents, coupon };
}

/**
 * Writes a member's hold on a place (a session or a seat, already taken in `tx`): its coupon
 * use, the job that ends it unpaid after HOLD_MINUTES, and its audit row. Nothing to pay:
 * booked at once.
 */
export async function recordHold(
  tx: AppContext,
  hold: {
    place: { appointmentId: string } | { groupSeriesId: string };
    booker: ReturnType<typeof bookerOf>;
    ownerUserId: string;
    label: string;
    startsAt: Date;
    lengthMinutes: number;
    listPriceCents: number;
    priceCents: number;
    coupon: repo.CouponRow | undefined;
    origin: RequestOrigin;
  },
) {
  const now = tx.clock.now();
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const free = hold.priceCents === 0;
  if (hold.coupon && !(await repo.redeemCoupon(tx.db, hold.coupon.id))) {
    throw new AppError('checkout.couponUsedUp');
  }
  const row = await repo.insertHold(tx.db, {
    ...hold.place,
    ownerUserId: hold.ownerUserId,
    patientUserId: hold.booker.patientUserId,
    payerUserId: hold.booker.payerUserId,
    sessionTypeLabel: hold.label,
    startsAt: hold.startsAt,
    lengthMinutes: hold.lengthMinutes,
    listPriceCents: hold.listPriceCents,
    priceCents: hold.priceCents,
    couponId: hold.coupon?.id ?? null,
    status: free ? 'booked' : 'held',
    holdExpiresAt,
    createdAt: now,
    modifiedAt: now,
  });
  if (free) {
    await placeBooked(tx, row);
    // Nothing to pay: its confirmation is the receipt's mail without an amount.
    await tx.jobs.enqueue(
      RECEIPT_JOB,
      { hold_id: row.id, kind: 'booking', amount_cents: 0, placed: true },
      { idempotencyKey: `receipt:${row.id}:booking` },
    );
  }
  if (!free) {
    await tx.jobs.enqueue(
      HOLD_EXPIRY_JOB,
      { hold_id: row.id },
      { runAt: holdExpiresAt, idempotencyKey: `hold-expiry:${row.id}` },
    );
  }
  await tx.audit.record({
    action: free ? 'checkout.book' : 'checkout.hold',
    outcome: 'success',
    actorUserId: hold.booker.payerUserId,
    subjectUserId: hold.booker.patientUserId,
    origin: hold.origin,
    detail: {
      timeslot_id: row.id,
      ...('appointmentId' in hold.place
        ? { appointment_id: hold.place.appointmentId }
        : { group_sessions_series_id: hold.place.groupSeriesId }),
      price_cents: hold.priceCents,
    },
  });
  return row;
}

/** books_availability's answer (and a seat's): the hold's id, price and end. */
export const heldAnswer = (hold: repo.HoldRow) => ({
  timeslot_id: hold.id,
  price: dollarsFromCents(hold.priceCents),
  hold_expires_at: hold.holdExpiresAt.toISOString(),
});

/**
 * How the caller stands to a hold: its payer (a guardian acting for the minor it is for
 * pays), the client it was booked for, or neither (undefined): the one rule of whose a hold is.
 */
export function standingTo(
  hold: Pick<repo.HoldRow, 'payerUserId' | 'patientUserId'> | undefined,
  principal: Principal,
): 'payer' | 'client' | undefined {
  const { payerUserId, patientUserId } = bookerOf(principal);
  if (hold?.payerUserId === payerUserId) return 'payer';
  return hold?.patientUserId === patientUserId ? 'client' : undefined;
}

/** A hold of the caller's (as payer or as the minor booked for), or 404 for anyone else. */
export async function holdOf(ctx: AppContext, principal: Principal, holdId: string) {
  const hold = await repo.findHold(ctx.db, holdId);
  if (!hold || !standingTo(hold, principal)) throw new AppError('checkout.holdNotFound');
  return hold;
}

/** A hold as the checkout-confirm page reads it; it reads as expired once its time is up. */
export function describeHold(hold: repo.HoldRow, now: Date): HeldTimeslot {
  const waiting = hold.status === 'held' || hold.status === 'pending_payment';
  const status = hold.status === 'held' && hold.holdExpiresAt <= now ? 'expired' : hold.status;
  return {
    timeslot_id: hold.id,
    price: dollarsFromCents(hold.priceCents),
    timeslot_datetime_start: offsetIsoIn('UTC')(hold.startsAt),
    timeslot_length_minute: hold.lengthMinutes,
    appointmentType: { label: hold.sessionTypeLabel },
    status,
    hold_expires_at: hold.holdExpiresAt.toISOString(),
    orchid_pro_cognito_sub: hold.ownerUserId,
    appointment_id: waiting || status === 'expired' ? null : hold.appointmentId,
    group_sessions_series_id: hold.groupSeriesId,
    decline_code: hold.declineCode,
  };
}

export async function timeslotOf(ctx: AppContext, principal: Principal, holdId: string) {
  return describeHold(await holdOf(ctx, principal, holdId), ctx.clock.now());
}

/**
 * The job at a hold's end: unpaid, its session frees the time (was_not_paid) and its coupon
 * use is given back. A payment being confirmed (pending_payment) keeps the time until the
 * provider answers; should it succeed after all, the payment places or refunds the session.
 */
export async function expireHold(ctx: AppContext, holdId: string) {
  await inTransaction(ctx, async (tx) => {
    const hold = await repo.lockHold(tx.db, holdId);
    if (hold?.status !== 'held' && hold?.status !== 'pending_payment') return;
    if (hold.holdExpiresAt > tx.clock.now()) return;
    await releasePlace(tx, hold);
    if (hold.couponId) await repo.releaseCoupon(tx.db, hold.couponId);
    await repo.updateHold(tx.db, hold.id, { status: 'expired', modifiedAt: tx.clock.now() });
    await tx.audit.record({
      action: 'checkout.hold_expire',
      outcome: 'success',
      actorUserId: null,
      subjectUserId: hold.patientUserId,
      origin: { ip: 'job', userAgent: null },
      detail: { timeslot_id: hold.id },
    });
  });
}
