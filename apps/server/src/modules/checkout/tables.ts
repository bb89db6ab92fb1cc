import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';
import { groupSeries } from '../group-sessions/tables';
import { appointments } from '../scheduling/tables';

// The booking checkout's tables: a member's hold on a time (its session is an appointment in
// needs_payment, so the calendar's exclusion constraint keeps everyone else off it), the
// payment of a hold, coupons, saved cards of the built-in provider and payout accounts.

// The contracts' lists, repeated as literals: drizzle-kit loads this file without the
// workspace's TypeScript packages.
const holdStatuses = ['held', 'pending_payment', 'booked', 'expired', 'refunded'] as const;
const providers = ['simulated', 'stripe'] as const;
const intentKinds = ['payment', 'setup'] as const;
const intentStatuses = ['requires_confirmation', 'processing', 'succeeded', 'declined'] as const;
const payoutStatuses = ['not_started', 'pending', 'active'] as const;

/** A practice's coupon. times_redeemed never passes max_redemptions (a check, and one UPDATE). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ownerUserId: userRef('owner_user_id'),
    name: text('name').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** Session type labels it applies to; empty: all. */
    labels: jsonb('labels').$type<string[]>().notNull(),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    expiresAt: timestamptz('expires_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('coupons_owner_name_key').on(table.ownerUserId, sql`lower(${table.name})`),
    check(
      'coupons_within_max',
      sql`${table.maxRedemptions} is null or ${table.timesRedeemed} <= ${table.maxRedemptions}`,
    ),
    check(
      'coupons_one_discount',
      sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null)`,
    ),
  ],
);

/**
 * A member's hold on a professional's time while paying (§3 Timeslot: its id is timeslot_id):
 * a session (appointment_id), or a seat in a group series (group_series_id), never both.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    /** The session it holds: needs_payment, then scheduled (paid) or was_not_paid (expired). */
    appointmentId: uuid('appointment_id')
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The group series it holds a seat in: counted in its seats_taken while live. */
    groupSeriesId: uuid('group_series_id').references(() => groupSeries.id, {
      onDelete: 'cascade',
    }),
    ownerUserId: userRef('owner_user_id'),
    /** Whose session it is: the member, or the minor a guardian books for. */
    patientUserId: userRef('patient_user_id'),
    /** Who pays: the member, or the guardian. Their cards and receipts. */
    payerUserId: userRef('payer_user_id'),
    sessionTypeLabel: text('session_type_label').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    status: text('status', { enum: holdStatuses }).notNull(),
    holdExpiresAt: timestamptz('hold_expires_at').notNull(),
    /** The hosted card page opened for it (the provider's checkout session id). */
    checkoutSessionId: text('checkout_session_id').unique(),
    declineCode: text('decline_code'),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    index('booking_holds_payer_idx').on(table.payerUserId),
    index('booking_holds_owner_idx').on(table.ownerUserId),
    index('booking_holds_patient_idx').on(table.patientUserId),
    index('booking_holds_coupon_idx').on(table.couponId),
    index('booking_holds_group_series_idx').on(table.groupSeriesId),
    check(
      'booking_holds_session_or_seat',
      sql`(${table.appointmentId} is null) <> (${table.groupSeriesId} is null)`,
    ),
    // One live seat per member in a series: joining twice is refused whoever came second.
    uniqueIndex('booking_holds_one_seat_per_member')
      .on(table.groupSeriesId, table.patientUserId)
      .where(sql`${table.status} in ('held', 'pending_payment', 'booked')`),
  ],
);

/**
 * A hold's payment at the provider: one payment intent (or setup intent, for nothing charged
 * now) per hold, whatever the retries, so paying twice charges once.
 */
export const holdPayments = pgTable(
  'hold_payments',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    holdId: uuid('hold_id')
      .notNull()
      .unique()
      .references(() => bookingHolds.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: providers }).notNull(),
    kind: text('kind', { enum: intentKinds }).notNull(),
    /** pi_... or seti_... */
    intentId: text('intent_id').notNull().unique(),
    /** The built-in provider's client secret, as a SHA-256 digest (Stripe keeps its own). */
    clientSecretHash: text('client_secret_hash'),
    paymentMethodId: text('payment_method_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: intentStatuses }).notNull(),
    declineCode: text('decline_code'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: timestamptz('paid_at'),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    check(
      'hold_payments_refund_within_amount',
      sql`${table.refundedCents} between 0 and ${table.amountCents}`,
    ),
  ],
);

/** The built-in provider's saved cards: brand, last four digits and expiry, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    /** pm_... */
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The test card's outcome, kept so that a saved decline card declines again (no number kept). */
    declineCode: text('decline_code'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('saved_cards_user_idx').on(table.userId)],
);

/** A payer's customer at the provider (Stripe keeps their saved cards there). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: userRef('user_id').primaryKey(),
  provider: text('provider', { enum: providers }).notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
});

/** Where a practice's client payments go: its own account at the provider (Stripe Connect). */
export const payoutAccounts = pgTable('payout_accounts', {
  ownerUserId: userRef('owner_user_id').primaryKey(),
  provider: text('provider', { enum: providers }).notNull(),
  accountId: text('account_id'),
  status: text('status', { enum: payoutStatuses }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  modifiedAt: timestamptz('modified_at').notNull(),
});
