import type { PlanClass, PricedPlanClass, SubPeriod } from '@orchid/contracts/plans';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';

// The contracts' lists, repeated as literals: drizzle-kit loads this file without the
// workspace's TypeScript packages, so only their types are imported (and checked).
const planClasses = [
  'core',
  'complete',
  'ai-only',
  'core-with-ai',
  'enterprise',
] as const satisfies readonly PlanClass[];
const pricedPlanClasses = [
  'core',
  'complete',
  'ai-only',
  'core-with-ai',
] as const satisfies readonly PricedPlanClass[];
const subPeriods = ['monthly', 'annual'] as const satisfies readonly SubPeriod[];

/** Who runs a subscription: a free trial (nobody bills it) or a payment provider. */
export const subscriptionProviders = ['trial', 'simulated', 'stripe'] as const;
export const checkoutProviders = ['simulated', 'stripe'] as const;
export const checkoutStatuses = ['open', 'completed', 'declined', 'canceled', 'expired'] as const;
export const planChangeKinds = ['upgrade', 'downgrade'] as const;
export const planChangeStatuses = ['scheduled', 'applied', 'canceled'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A paid checkout in progress: what is being bought, for how much, and how it ended. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    subClass: text('sub_class', { enum: pricedPlanClasses }).notNull(),
    subPeriod: text('sub_period', { enum: subPeriods }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider', { enum: checkoutProviders }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    /** The latest decline; never any card data. */
    declineCode: text('decline_code'),
    declinedAttempts: integer('declined_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    /** Bought during a free trial: billing starts here, when the trial would have ended. */
    billingStartsAt: timestamptz('billing_starts_at'),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId),
    // One checkout open at a time: a newer one supersedes it, so a plan is not bought twice.
    uniqueIndex('checkouts_one_open_per_user_idx').on(t.userId).where(sql`${t.status} = 'open'`),
    check('checkouts_sub_class_check', sql`${t.subClass} in (${inList(pricedPlanClasses)})`),
    check('checkouts_sub_period_check', sql`${t.subPeriod} in (${inList(subPeriods)})`),
    check('checkouts_provider_check', sql`${t.provider} in (${inList(checkoutProviders)})`),
    check('checkouts_status_check', sql`${t.status} in (${inList(checkoutStatuses)})`),
    check('checkouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A professional's subscription (accounts-and-access §3 "Professional subscription"). A row
 * is written when a plan starts (a trial at once, a paid plan when its checkout is paid); it
 * is "live" until terminated_time is set, and still gives access until that time passes.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    subClass: text('sub_class', { enum: planClasses }).notNull(),
    subPeriod: text('sub_period', { enum: subPeriods }).notNull(),
    couponId: text('coupon_id'),
    activatedTime: timestamptz('activated_time').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    terminatedCode: text('terminated_code'),
    terminatedTime: timestamptz('terminated_time'),
    /** End of the period paid for (of the trial, for a trial): the next billing date. */
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    /**
     * Periods are counted from here (activated_time when null): where billing started after
     * kept trial days, or where a change of period started a new one.
     */
    billingAnchor: timestamptz('billing_anchor'),
    provider: text('provider', { enum: subscriptionProviders }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /** When the newest provider event applied to this row was created: older ones are stale. */
    providerEventAt: timestamptz('provider_event_at'),
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    // Never two live subscriptions for one professional, whatever races in the code.
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(t.userId)
      .where(sql`${t.terminatedTime} is null`),
    // The free trial is once per professional.
    uniqueIndex('subscriptions_one_trial_per_user_idx')
      .on(t.userId)
      .where(sql`${t.provider} = 'trial'`),
    check('subscriptions_sub_class_check', sql`${t.subClass} in (${inList(planClasses)})`),
    check('subscriptions_sub_period_check', sql`${t.subPeriod} in (${inList(subPeriods)})`),
    check('subscriptions_provider_check', sql`${t.provider} in (${inList(subscriptionProviders)})`),
    // §4 reads "terminated" as both fields set; one without the other would be ambiguous.
    check(
      'subscriptions_terminated_pair_check',
      sql`(${t.terminatedCode} is null) = (${t.terminatedTime} is null)`,
    ),
  ],
);

/**
 * Changes of a paid plan: upgrades, applied at once (with what they charged), and downgrades,
 * scheduled for the end of the period and applied then by a job, or canceled before.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    kind: text('kind', { enum: planChangeKinds }).notNull(),
    fromSubClass: text('from_sub_class', { enum: planClasses }).notNull(),
    fromSubPeriod: text('from_sub_period', { enum: subPeriods }).notNull(),
    subClass: text('sub_class', { enum: pricedPlanClasses }).notNull(),
    subPeriod: text('sub_period', { enum: subPeriods }).notNull(),
    status: text('status', { enum: planChangeStatuses }).notNull(),
    effectiveAt: timestamptz('effective_at').notNull(),
    /** An upgrade's prorated charge, when the provider said. */
    chargedCents: integer('charged_cents'),
    /** The provider's schedule that makes the change there (Stripe's subscription schedule). */
    providerScheduleId: text('provider_schedule_id'),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (t) => [
    index('plan_changes_subscription_idx').on(t.subscriptionId),
    index('plan_changes_user_idx').on(t.userId),
    // One change waits per subscription: a newer one replaces it, whatever races in the code.
    uniqueIndex('plan_changes_one_scheduled_idx')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'scheduled'`),
    check('plan_changes_kind_check', sql`${t.kind} in (${inList(planChangeKinds)})`),
    check('plan_changes_status_check', sql`${t.status} in (${inList(planChangeStatuses)})`),
    check('plan_changes_sub_class_check', sql`${t.subClass} in (${inList(pricedPlanClasses)})`),
    check('plan_changes_sub_period_check', sql`${t.subPeriod} in (${inList(subPeriods)})`),
  ],
);

/** Provider webhook events already handled: a delivery seen twice changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider', { enum: checkoutProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
