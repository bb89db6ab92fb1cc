import type { PlanChoice } from '@orchid/contracts/plan-changes';
import { type PlanState, type PlanStateUser, planState } from '@orchid/contracts/plan-state';
import {
  FREE_TRIAL_COUPON,
  isTrialEligible,
  type PricedPlanClass,
  type PricingSelection,
  type SubPeriod,
  trialQuote,
} from '@orchid/contracts/plans';
import type {
  CheckoutStarted,
  CurrentSubscription,
  PlanChanged,
  SubscriptionCheckout,
} from '@orchid/contracts/subscriptions';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { rowsFromJson } from '../../platform/db/json-rows';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { SubscriptionSource } from '../access/service';
import { planFacts } from '../accounts/profile-names';
import { announceWaitingProfessional } from '../professionals/approval';
import {
  cancelScheduledChange,
  changePlan,
  dropMootChange,
  releaseMootChange,
} from './change-plan';
import { checkoutOfOwner, openCheckout } from './checkout';
import type { SubscriptionsContext } from './context';
import { relevantSubscription } from './lifecycle';
import { settledLiveSubscription, tellProvider } from './live';
import { refuseUnlessOnSale } from './on-sale';
import * as repo from './repo';
import { subscriptions } from './tables';
import { scheduleTrialEnd } from './trial-end';
import {
  checkoutView,
  planStateSubscription,
  planView,
  scheduledChangeView,
  subscriptionView,
} from './views';

/**
 * The subscription that decides a professional's plan, for contracts' planState: the live
 * one, else the one whose access ends (or ended) last; null when there has never been one.
 * It is read as it stands at `now` (a trial past its 30 days has ended even before anything
 * wrote so), hence the clock's `now`: pass the same instant to planState.
 */
function forPlanState(rows: readonly repo.SubscriptionRow[], now: Date) {
  const row = relevantSubscription(rows, now);
  return row && planStateSubscription(row);
}

export const subscriptionForPlanState: SubscriptionSource = {
  read: async (db, userId, now) => forPlanState(await repo.subscriptionsOf(db, userId), now),
  // The feature guard and GET access ask on every call: the rows come with the session.
  withSession: {
    name: 'subscriptions',
    select: repo.subscriptionsJson,
    parse: (json) => (now) => forPlanState(rowsFromJson(subscriptions, json), now),
  },
};

/** The plan states of several professionals at once (the operator's list of those waiting). */
export async function planStatesOf(
  ctx: AppContext,
  users: PlanStateUser[],
): Promise<Map<string, PlanState>> {
  const now = ctx.clock.now();
  const rows = await repo.subscriptionsOfUsers(
    ctx.db,
    users.map((user) => user.sub),
  );
  return new Map(
    users.map((user) => {
      const own = rows.filter((row) => row.userId === user.sub);
      return [user.sub, planState({ user, subscription: forPlanState(own, now), now })];
    }),
  );
}

/** GET /subscription: the relevant subscription and the plan state it gives. */
export async function currentSubscription(
  ctx: AppContext,
  userId: string,
): Promise<CurrentSubscription> {
  const now = ctx.clock.now();
  const [user, rows] = await Promise.all([
    planFacts(ctx, userId),
    repo.subscriptionsOf(ctx.db, userId),
  ]);
  const row = relevantSubscription(rows, now);
  const state = planState({ user, subscription: row && planStateSubscription(row), now });
  const scheduled = row && (await repo.findScheduledChange(ctx.db, row.id));
  return {
    subscription: row && subscriptionView(row),
    plan: planView(state, row),
    scheduled_change: scheduled ? scheduledChangeView(scheduled) : null,
  };
}

type TrialPlan = { sub_class: PricedPlanClass; sub_period: SubPeriod };

/**
 * Starts the free trial at once: once per professional, only of a plan that has one, and
 * not beside a live subscription. It carries the FREE_TRIAL_CORE_MONTH coupon whichever plan
 * it is (core or ai-only): that coupon is how §4 tells a trial, so planState sees both.
 */
export async function startTrial(
  ctx: AppContext,
  userId: string,
  plan: TrialPlan,
  origin: RequestOrigin,
): Promise<void> {
  if (!isTrialEligible(plan.sub_class)) {
    throw new AppError('subscriptions.trialNotOffered');
  }
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    if (await repo.hasHadTrial(tx.db, userId)) {
      throw new AppError('subscriptions.trialUsed');
    }
    if (await settledLiveSubscription(tx.db, userId, now)) {
      throw new AppError('subscriptions.alreadySubscribed');
    }
    const trial = await repo.insertSubscription(tx.db, {
      userId,
      subClass: plan.sub_class,
      subPeriod: plan.sub_period,
      couponId: FREE_TRIAL_COUPON,
      activatedTime: now,
      autoRenew: true,
      currentPeriodEnd: trialQuote(now).next_billing_date,
      provider: 'trial',
      createdAt: now,
      modifiedAt: now,
    });
    await scheduleTrialEnd(tx, trial);
    await tx.audit.record({
      action: 'subscription.trial_start',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
      detail: { sub_class: plan.sub_class, sub_period: plan.sub_period },
    });
  }).catch(
    refusalFor({
      subscriptions_one_trial_per_user_idx: new AppError('subscriptions.trialUsed'),
      subscriptions_one_live_per_user_idx: new AppError('subscriptions.alreadySubscribed'),
    }),
  );
  await announceWaitingProfessional(ctx, userId, plan.sub_class);
}

/** The demo professional's plan: the core trial, started when the demo data is made. */
export async function startDemoTrial(ctx: AppContext, userId: string): Promise<void> {
  await startTrial(
    ctx,
    userId,
    { sub_class: 'core', sub_period: 'monthly' },
    { ip: '127.0.0.1', userAgent: 'demo data' },
  );
}

/** POST /subscription/checkout: a trial starts now; a paid plan gets a payment page. */
export async function startCheckout(
  ctx: SubscriptionsContext,
  userId: string,
  selection: PricingSelection,
  origin: RequestOrigin,
): Promise<CheckoutStarted> {
  refuseUnlessOnSale(selection.sub_class);
  if (selection.type === 'trial') {
    await startTrial(ctx, userId, selection, origin);
    return { type: 'trial', ...(await currentSubscription(ctx, userId)) };
  }
  return { type: 'paid', ...(await openCheckout(ctx, userId, selection, origin)) };
}

async function liveSubscriptionOrRefuse(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  const live = await ctx.db.transaction((tx) => settledLiveSubscription(tx, userId, now));
  if (!live) throw new AppError('subscriptions.noSubscription');
  return live;
}

/** PUT /subscription: auto-renewal on or off, at the provider first when one bills it. */
export async function setAutoRenew(
  ctx: SubscriptionsContext,
  userId: string,
  autoRenew: boolean,
  origin: RequestOrigin,
): Promise<CurrentSubscription> {
  const live = await liveSubscriptionOrRefuse(ctx, userId);
  if (live.autoRenew !== autoRenew) {
    // A plan that ends with its period has no next period to change to.
    const moot = autoRenew ? undefined : await releaseMootChange(ctx, live);
    await tellProvider(ctx, live, (id) => ctx.payments.setAutoRenew(id, autoRenew));
    await inTransaction(ctx, async (tx) => {
      await dropMootChange(tx, moot, 'auto_renew_off', origin);
      await repo.updateSubscription(tx.db, live.id, { autoRenew, modifiedAt: ctx.clock.now() });
      await tx.audit.record({
        action: 'subscription.auto_renew',
        outcome: 'success',
        actorUserId: userId,
        subjectUserId: userId,
        origin,
        detail: { auto_renew: autoRenew },
      });
    });
  }
  return currentSubscription(ctx, userId);
}

/**
 * POST /subscription/cancel. Cancelling stops the subscription from renewing and ends it
 * with the period already paid for (a trial: with the trial): terminated_code
 * canceled_by_user, terminated_time the end of that period, so access lasts until then.
 */
export async function cancelSubscription(
  ctx: SubscriptionsContext,
  userId: string,
  origin: RequestOrigin,
): Promise<CurrentSubscription> {
  const live = await liveSubscriptionOrRefuse(ctx, userId);
  const moot = await releaseMootChange(ctx, live);
  await tellProvider(ctx, live, (id) => ctx.payments.setAutoRenew(id, false));
  await inTransaction(ctx, async (tx) => {
    await dropMootChange(tx, moot, 'subscription_canceled', origin);
    await repo.updateSubscription(tx.db, live.id, {
      autoRenew: false,
      terminatedCode: 'canceled_by_user',
      terminatedTime: live.currentPeriodEnd,
      modifiedAt: ctx.clock.now(),
    });
    await tx.audit.record({
      action: 'subscription.cancel',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
      detail: { access_until: live.currentPeriodEnd.toISOString(), provider: live.provider },
    });
  });
  return currentSubscription(ctx, userId);
}

/** GET /subscription/checkout/{checkout_id}: one of the professional's own checkouts. */
export async function checkoutStatus(
  ctx: AppContext,
  userId: string,
  checkoutId: string,
  origin: RequestOrigin,
): Promise<SubscriptionCheckout> {
  return checkoutView(await checkoutOfOwner(ctx, userId, checkoutId, origin));
}

/** POST /subscription/change: an upgrade at once, a downgrade at the period's end. */
export function changeSubscriptionPlan(
  ctx: SubscriptionsContext,
  userId: string,
  to: PlanChoice,
  origin: RequestOrigin,
): Promise<PlanChanged> {
  return changePlan(ctx, userId, to, origin, currentSubscription);
}

/** POST /subscription/change/cancel. */
export function cancelPlanChange(
  ctx: SubscriptionsContext,
  userId: string,
  origin: RequestOrigin,
): Promise<CurrentSubscription> {
  return cancelScheduledChange(ctx, userId, origin, currentSubscription);
}
