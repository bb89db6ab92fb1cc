import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/tables';
import {
  bookingHolds,
  coupons,
  holdPayments,
  paymentCustomers,
  payoutAccounts,
  savedCards,
} from './tables';

// The checkout's SQL. No rules here.

export type HoldRow = typeof bookingHolds.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type HoldPaymentRow = typeof holdPayments.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

// ---- Coupons ----

export async function insertCoupon(db: Db, row: typeof coupons.$inferInsert) {
  const [created] = await db.insert(coupons).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export const couponsOf = (db: Db, ownerUserId: string) =>
  db
    .select()
    .from(coupons)
    .where(eq(coupons.ownerUserId, ownerUserId))
    .orderBy(desc(coupons.createdAt));

export async function findCouponByName(db: Db, ownerUserId: string, name: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.ownerUserId, ownerUserId), sql`lower(${coupons.name}) = lower(${name})`));
  return row;
}

export async function deleteCoupon(db: Db, ownerUserId: string, id: string) {
  const rows = await db
    .delete(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.ownerUserId, ownerUserId)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Counts one use of a coupon, in one statement: two members taking its last use at once get
 * one row between them (the second finds it used up). Answers false when none was left.
 */
export async function redeemCoupon(db: Db, id: string) {
  const rows = await db
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Gives a use back (a hold that was never paid). */
export async function releaseCoupon(db: Db, id: string) {
  await db
    .update(coupons)
    .set({ timesRedeemed: sql`greatest(${coupons.timesRedeemed} - 1, 0)` })
    .where(eq(coupons.id, id));
}

// ---- Holds ----

export async function insertHold(db: Db, row: typeof bookingHolds.$inferInsert) {
  const [created] = await db.insert(bookingHolds).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findHold(db: Db, id: string) {
  const [row] = await db.select().from(bookingHolds).where(eq(bookingHolds.id, id));
  return row;
}

/** The hold, locked until the transaction ends: its payment, expiry and booking take turns. */
export async function lockHold(db: Db, id: string) {
  const [row] = await db.select().from(bookingHolds).where(eq(bookingHolds.id, id)).for('update');
  return row;
}

/** A member's live hold of one session time (held or being paid, not yet ended). */
export async function findLiveHoldOfTime(
  db: Db,
  hold: { ownerUserId: string; patientUserId: string; payerUserId: string; startsAt: Date },
  now: Date,
) {
  const [row] = await db
    .select()
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.ownerUserId, hold.ownerUserId),
        eq(bookingHolds.patientUserId, hold.patientUserId),
        eq(bookingHolds.payerUserId, hold.payerUserId),
        eq(bookingHolds.startsAt, hold.startsAt),
        isNotNull(bookingHolds.appointmentId),
        inArray(bookingHolds.status, ['held', 'pending_payment']),
        gt(bookingHolds.holdExpiresAt, now),
      ),
    );
  return row;
}

export async function findHoldByCheckoutSession(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(bookingHolds)
    .where(eq(bookingHolds.checkoutSessionId, sessionId));
  return row;
}

export async function findHoldOfAppointment(db: Db, appointmentId: string) {
  const [row] = await db
    .select()
    .from(bookingHolds)
    .where(eq(bookingHolds.appointmentId, appointmentId));
  return row;
}

export async function updateHold(
  db: Db,
  id: string,
  changes: Partial<Pick<HoldRow, 'status' | 'declineCode' | 'checkoutSessionId'>> & {
    modifiedAt: Date;
  },
) {
  const [row] = await db
    .update(bookingHolds)
    .set(changes)
    .where(eq(bookingHolds.id, id))
    .returning();
  if (!row) throw new Error(`hold ${id} vanished`);
  return row;
}

// ---- Seats in group series ----

/** A series' seats, oldest first, with the patient's names and the payment, if any. */
export const seatsOfSeries = (db: Db, seriesId: string) =>
  db
    .select({
      hold: bookingHolds,
      patient: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        preferredFirstName: users.preferredFirstName,
      },
      paidCents: sql<
        number | null
      >`case when ${holdPayments.status} = 'succeeded' and ${holdPayments.kind} = 'payment' then ${holdPayments.amountCents} end`,
      refundedCents: holdPayments.refundedCents,
    })
    .from(bookingHolds)
    .innerJoin(users, eq(users.id, bookingHolds.patientUserId))
    .leftJoin(holdPayments, eq(holdPayments.holdId, bookingHolds.id))
    .where(eq(bookingHolds.groupSeriesId, seriesId))
    .orderBy(asc(bookingHolds.createdAt), asc(bookingHolds.id));

/** A member's live seat in a series (at most one: a partial unique index), if any. */
export async function findLiveSeat(db: Db, seriesId: string, patientUserId: string) {
  const [row] = await db
    .select()
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.groupSeriesId, seriesId),
        eq(bookingHolds.patientUserId, patientUserId),
        inArray(bookingHolds.status, ['held', 'pending_payment', 'booked']),
      ),
    );
  return row;
}

/** A member's seats in every series, newest first. */
export const seatsOfPatient = (db: Db, patientUserId: string) =>
  db
    .select()
    .from(bookingHolds)
    .where(
      and(eq(bookingHolds.patientUserId, patientUserId), isNotNull(bookingHolds.groupSeriesId)),
    )
    .orderBy(desc(bookingHolds.createdAt));

/** A series' live seats (held, being paid, booked), locked until the transaction ends. */
export const lockLiveSeats = (db: Db, seriesId: string) =>
  db
    .select()
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.groupSeriesId, seriesId),
        inArray(bookingHolds.status, ['held', 'pending_payment', 'booked']),
      ),
    )
    .orderBy(asc(bookingHolds.id))
    .for('update');

// ---- Payments ----

export async function findPaymentOfHold(db: Db, holdId: string) {
  const [row] = await db.select().from(holdPayments).where(eq(holdPayments.holdId, holdId));
  return row;
}

export async function findPaymentByIntent(db: Db, intentId: string) {
  const [row] = await db.select().from(holdPayments).where(eq(holdPayments.intentId, intentId));
  return row;
}

/** The payment of a hold, once: a second request for the same hold gets the first's row. */
export async function insertPaymentOnce(db: Db, row: typeof holdPayments.$inferInsert) {
  const [created] = await db
    .insert(holdPayments)
    .values(row)
    .onConflictDoNothing({ target: holdPayments.holdId })
    .returning();
  return created ?? (await findPaymentOfHold(db, row.holdId));
}

export async function updatePayment(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      HoldPaymentRow,
      'status' | 'declineCode' | 'paymentMethodId' | 'paidAt' | 'refundedCents' | 'intentId'
    >
  > & { modifiedAt: Date },
) {
  const [row] = await db
    .update(holdPayments)
    .set(changes)
    .where(eq(holdPayments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/**
 * Records what was refunded of a payment in all, never less than known: our refund job and
 * the provider's report of the same refund may land in either order.
 */
export async function raiseRefundedCents(db: Db, id: string, refundedCents: number, now: Date) {
  await db
    .update(holdPayments)
    .set({
      refundedCents: sql`least(${holdPayments.amountCents}, greatest(${holdPayments.refundedCents}, ${refundedCents}))`,
      modifiedAt: now,
    })
    .where(eq(holdPayments.id, id));
}

/** What was paid online for a session and not yet refunded, in cents (0 when nothing). */
export async function paidCentsForAppointment(db: Db, appointmentId: string) {
  const row = await paymentOfAppointment(db, appointmentId);
  return row ? row.amount - row.refunded : 0;
}

/** A session's succeeded online payment: what was paid, and how much of it is refunded. */
export async function paymentOfAppointment(db: Db, appointmentId: string) {
  const [row] = await db
    .select({ amount: holdPayments.amountCents, refunded: holdPayments.refundedCents })
    .from(holdPayments)
    .innerJoin(bookingHolds, eq(bookingHolds.id, holdPayments.holdId))
    .where(
      and(
        eq(bookingHolds.appointmentId, appointmentId),
        eq(holdPayments.kind, 'payment'),
        eq(holdPayments.status, 'succeeded'),
      ),
    );
  return row;
}

// ---- Saved cards (built-in provider) and customers ----

export const savedCardsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt));

export async function findSavedCard(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
  return row;
}

export async function insertSavedCard(db: Db, row: typeof savedCards.$inferInsert) {
  await db.insert(savedCards).values(row);
}

export async function findCustomer(db: Db, userId: string) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row;
}

export async function insertCustomer(db: Db, row: typeof paymentCustomers.$inferInsert) {
  await db.insert(paymentCustomers).values(row).onConflictDoNothing();
  return findCustomer(db, row.userId);
}

// ---- Payout accounts ----

export async function findPayoutAccount(db: Db, ownerUserId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.ownerUserId, ownerUserId));
  return row;
}

export async function findPayoutAccountById(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, accountId));
  return row;
}

export async function savePayoutAccount(db: Db, row: typeof payoutAccounts.$inferInsert) {
  await db
    .insert(payoutAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: payoutAccounts.ownerUserId,
      set: {
        provider: row.provider,
        accountId: row.accountId,
        status: row.status,
        modifiedAt: row.modifiedAt,
      },
    });
}
