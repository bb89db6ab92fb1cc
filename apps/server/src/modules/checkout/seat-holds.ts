import { dollarsFromCents } from '@orchid/contracts/money';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import * as groupSessions from '../group-sessions/repo';
import { takeSeat } from '../group-sessions/seats';
import type { CheckoutContext } from './context';
import { bookerOf, expireHold, heldAnswer, pricing, recordHold } from './holds';
import { releasePlace } from './places';
import { REFUND_JOB } from './refund-jobs';
import * as repo from './repo';

// Seats in a group series are the checkout's holds (group_series_id instead of a session):
// held for HOLD_MINUTES while paying and paid with the same calls, by timeslot_id.

/** What a seat in a series is, as the group-sessions module offers it now. */
export type SeatOffer = {
  seriesId: string;
  ownerUserId: string;
  label: string;
  /** The first meeting ahead: the hold's start. */
  firstMeeting: Date;
  lengthMinutes: number;
  /** The meetings ahead at the type's price. */
  listPriceCents: number;
};

const secondSeat = refusalFor({
  booking_holds_one_seat_per_member: new AppError('groupSessions.alreadyJoined'),
});

/**
 * Holds a seat for the member (or the minor a guardian acts for). The seat is counted in the
 * series' row in the same transaction, only while one is left, so a hundred members racing
 * for the last seat get one hold between them; a second live seat of one member breaks the
 * unique index (409).
 */
export async function holdSeat(
  ctx: CheckoutContext,
  principal: Principal,
  offer: SeatOffer,
  couponName: string | null | undefined,
  origin: RequestOrigin,
) {
  const booker = bookerOf(principal);
  if (!booker.signupFinished) throw new AppError('checkout.signupUnfinished');
  // Coming back (another tab or device) to a seat still held answers that hold, to pay it; a
  // hold whose time ran out before its job ended it is ended now, so the seat can be held anew.
  const mine = await repo.findLiveSeat(ctx.db, offer.seriesId, booker.patientUserId);
  if (mine?.status === 'booked') throw new AppError('groupSessions.alreadyJoined');
  if (mine && mine.holdExpiresAt > ctx.clock.now()) return heldAnswer(mine);
  if (mine) await expireHold(ctx, mine.id);
  const price = await pricing(
    ctx,
    offer.ownerUserId,
    offer.listPriceCents,
    offer.label,
    couponName,
  );
  const hold = await inTransaction(ctx, async (tx) => {
    if (!(await takeSeat(tx.db, offer.seriesId))) throw new AppError('groupSessions.full');
    return recordHold(tx, {
      place: { groupSeriesId: offer.seriesId },
      booker,
      ownerUserId: offer.ownerUserId,
      label: offer.label,
      startsAt: offer.firstMeeting,
      lengthMinutes: offer.lengthMinutes,
      listPriceCents: offer.listPriceCents,
      ...price,
      origin,
    }).catch(secondSeat);
  });
  return heldAnswer(hold);
}

/** GET group_sessions/seats: the caller's seats (the minor's, for a guardian acting). */
export async function mySeats(ctx: AppContext, principal: Principal) {
  const rows = await repo.seatsOfPatient(ctx.db, bookerOf(principal).patientUserId);
  const now = ctx.clock.now();
  return {
    seats: rows.flatMap((hold) =>
      hold.groupSeriesId
        ? [
            {
              timeslot_id: hold.id,
              group_sessions_series_id: hold.groupSeriesId,
              status: hold.status === 'held' && hold.holdExpiresAt <= now ? 'expired' : hold.status,
              price: dollarsFromCents(hold.priceCents),
              hold_expires_at: hold.holdExpiresAt.toISOString(),
            },
          ]
        : [],
    ),
  };
}

/** A group's roster: the practice owner's own series only (404 for anyone else's). */
export async function roster(ctx: AppContext, ownerUserId: string, seriesId: string) {
  const row = await groupSessions.findSeriesOf(ctx.db, { ownerUserId }, seriesId);
  if (!row) throw new AppError('groupSessions.notFound');
  return { group_sessions_series_id: row.id, seats: await seatsOfSeries(ctx, row.id) };
}

/** The seats of a series, live or not, with their patients' names and what was paid. */
async function seatsOfSeries(ctx: AppContext, seriesId: string) {
  const rows = await repo.seatsOfSeries(ctx.db, seriesId);
  return rows.map((row) => ({
    timeslot_id: row.hold.id,
    patient: {
      cognito_sub: row.patient.id,
      first_name: row.patient.firstName,
      last_name: row.patient.lastName,
      preferred_first_name: row.patient.preferredFirstName,
    },
    status: row.hold.status,
    amount_paid: dollarsFromCents(Math.max(0, (row.paidCents ?? 0) - (row.refundedCents ?? 0))),
    create_datetime: row.hold.createdAt.toISOString(),
  }));
}

/**
 * The series was closed (in `tx`): seats still being paid for end (a payment that lands
 * later is refunded, as the seat cannot be taken again), and paid seats are refunded by a job
 * for the meetings that will not take place: `keptCents` says what the practice keeps of a
 * seat's payment for the meetings already held. Answers the payers to tell.
 */
export async function endSeatsOfSeries(
  tx: AppContext,
  seriesId: string,
  keptCents: (hold: repo.HoldRow, paidCents: number) => Promise<number>,
) {
  const payers = new Set<string>();
  const now = tx.clock.now();
  for (const hold of await repo.lockLiveSeats(tx.db, seriesId)) {
    // A hold whose time ran out before its job ended it had no seat to lose: not told.
    if (hold.status === 'booked' || hold.holdExpiresAt > now) payers.add(hold.payerUserId);
    if (hold.status === 'held' || hold.status === 'pending_payment') {
      await releasePlace(tx, hold);
      if (hold.couponId) await repo.releaseCoupon(tx.db, hold.couponId);
      await repo.updateHold(tx.db, hold.id, { status: 'expired', modifiedAt: now });
      continue;
    }
    const payment = await repo.findPaymentOfHold(tx.db, hold.id);
    if (payment?.status !== 'succeeded') continue;
    await tx.jobs.enqueue(
      REFUND_JOB,
      {
        hold_id: hold.id,
        fee_cents: await keptCents(hold, payment.amountCents),
        reason: 'group_closed',
      },
      { idempotencyKey: `refund:${hold.id}:group_closed` },
    );
  }
  return [...payers];
}
