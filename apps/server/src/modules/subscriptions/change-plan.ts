import { type PlanChoice, planChangeKind } from '@orchid/contracts/plan-changes';
import { isPricedPlanClass, periodSubtotal } from '@orchid/contracts/plans';
import type { CurrentSubscription, PlanChanged } from '@orchid/contracts/subscriptions';
import { addBillingPeriods } from '@orchid/contracts/time';
import { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { newId } from '../../platform/db/ids';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { PaymentDeclinedError, type PaymentProvider } from '../../platform/payments/provider';
import { createSimulatedProvider } from '../../platform/payments/simulated';
import type { SubscriptionsContext } from './context';
import { billingAnchor, currentPeriodStart } from './lifecycle';
import { providerCall, settledLiveSubscription } from './live';
import { refuseUnlessOnSale } from './on-sale';
import * as repo from './repo';

// Changing a paid plan in place (docs/payments.md "Changing plan"): an upgrade takes effect at
// once and the prorated difference is charged; a downgrade waits for the end of the period
// already paid for, as a scheduled change that a job applies then (or that is canceled before).
// A free trial becomes a paid plan at checkout instead (checkout.ts), keeping its days.

export const PLAN_CHANGE_JOB = 'subscriptions.plan_change';
export const PlanChangeJobSchema = z.object({ plan_change_id: z.uuid() });

const jobOrigin: RequestOrigin = { ip: 'job', userAgent: null };

/**
 * Who carries out a change of this subscription: Stripe for its own (only while Stripe is
 * configured: refusing beats letting it bill the old plan), the simulated provider for its own.
 */
function providerOf(ctx: SubscriptionsContext, row: repo.SubscriptionRow): PaymentProvider {
  if (row.provider === 'stripe') {
    if (ctx.payments.name !== 'stripe') throw new AppError('subscriptions.providerUnavailable');
    return ctx.payments;
  }
  return ctx.payments.name === 'simulated' ? ctx.payments : createSimulatedProvider(ctx.publicUrl);
}

const choiceOf = (row: { subClass: string; subPeriod: PlanChoice['sub_period'] }) =>
  isPricedPlanClass(row.subClass) ? { sub_class: row.subClass, sub_period: row.subPeriod } : null;

/** A provider call that charges a card: a decline is told as such (402), nothing changed. */
async function chargingCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await providerCall(run);
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw new AppError('subscriptions.changeDeclined');
    throw error;
  }
}

/**
 * Drops a change still waiting, at the provider first, then here (in the caller's
 * transaction, with its audit row). `reason` says why: the professional canceled it, or an
 * upgrade, a cancellation or auto-renew off made it moot.
 */
async function dropScheduledChange(
  ctx: AppContext,
  change: repo.PlanChangeRow,
  reason: 'canceled' | 'upgrade' | 'replaced' | 'subscription_canceled' | 'auto_renew_off',
  audit: { actorUserId: string | null; origin: RequestOrigin },
) {
  const locked = await repo.lockPlanChange(ctx.db, change.id);
  if (locked?.status !== 'scheduled') return;
  await repo.updatePlanChange(ctx.db, change.id, {
    status: 'canceled',
    modifiedAt: ctx.clock.now(),
  });
  await ctx.audit.record({
    action: 'subscription.plan_change_cancel',
    outcome: 'success',
    actorUserId: audit.actorUserId,
    subjectUserId: change.userId,
    origin: audit.origin,
    detail: { sub_class: change.subClass, sub_period: change.subPeriod, reason },
  });
}

/** Releases what the provider scheduled for a change (Stripe's schedule), if anything. */
async function releaseAtProvider(
  ctx: SubscriptionsContext,
  live: repo.SubscriptionRow,
  change: repo.PlanChangeRow | undefined,
) {
  const scheduleId = change?.providerScheduleId;
  if (!scheduleId) return;
  await providerCall(() => providerOf(ctx, live).cancelScheduledChange(scheduleId));
}

/**
 * For cancel and auto-renew off (service.ts): the change waiting for the period's end is
 * moot when the plan ends then. Released at the provider here; dropped here by the caller's
 * transaction with `dropMootChange`.
 */
export async function releaseMootChange(ctx: SubscriptionsContext, live: repo.SubscriptionRow) {
  const change = await repo.findScheduledChange(ctx.db, live.id);
  await releaseAtProvider(ctx, live, change);
  return change;
}

export async function dropMootChange(
  tx: AppContext,
  change: repo.PlanChangeRow | undefined,
  reason: 'subscription_canceled' | 'auto_renew_off',
  origin: RequestOrigin,
) {
  if (change) await dropScheduledChange(tx, change, reason, { actorUserId: change.userId, origin });
}

type Current = (ctx: AppContext, userId: string) => Promise<CurrentSubscription>;

/** POST /subscription/change. */
export async function changePlan(
  ctx: SubscriptionsContext,
  userId: string,
  to: PlanChoice,
  origin: RequestOrigin,
  current: Current,
): Promise<PlanChanged> {
  const now = ctx.clock.now();
  const live = await ctx.db.transaction((tx) => settledLiveSubscription(tx, userId, now));
  if (!live) throw new AppError('subscriptions.noSubscription');
  if (live.provider === 'trial') throw new AppError('subscriptions.changeNeedsCheckout');
  const from = choiceOf(live);
  if (!from) throw new AppError('subscriptions.planNotChangeable');
  refuseUnlessOnSale(to.sub_class, from.sub_class);
  const kind = planChangeKind(from, to);
  if (kind === 'same') throw new AppError('subscriptions.samePlan');
  const change =
    kind === 'upgrade'
      ? await upgrade(ctx, live, from, to, origin)
      : await scheduleDowngrade(ctx, live, from, to, origin);
  return { ...(await current(ctx, userId)), change };
}

/**
 * At once: the provider charges the prorated difference (the simulated provider computes it,
 * see contracts' upgradeQuote); a change of period (monthly to annual) starts a new period
 * now. A downgrade waiting for the period's end is dropped: this change replaces it.
 */
async function upgrade(
  ctx: SubscriptionsContext,
  live: repo.SubscriptionRow,
  from: PlanChoice,
  to: PlanChoice,
  origin: RequestOrigin,
): Promise<PlanChanged['change']> {
  const now = ctx.clock.now();
  const provider = providerOf(ctx, live);
  const waiting = await repo.findScheduledChange(ctx.db, live.id);
  await releaseAtProvider(ctx, live, waiting);
  const changeId = newId();
  const amountCents = periodSubtotal(to.sub_class, to.sub_period);
  const billingStarted = billingAnchor(live) <= now;
  const result = await chargingCall(() =>
    provider.changePlanNow({
      changeId,
      providerSubscriptionId: live.providerSubscriptionId,
      from,
      to,
      amountCents,
      period: { start: currentPeriodStart(live), end: live.currentPeriodEnd },
      billingStarted,
      now,
    }),
  );
  await inTransaction(ctx, async (tx) => {
    const row = await repo.lockSubscription(tx.db, live.id);
    if (!row) throw new Error(`subscription ${live.id} vanished`);
    const newPeriodEnd = result.newPeriodEnd;
    await repo.updateSubscription(tx.db, live.id, {
      subClass: to.sub_class,
      subPeriod: to.sub_period,
      ...(newPeriodEnd ? { billingAnchor: now, currentPeriodEnd: newPeriodEnd } : {}),
      modifiedAt: now,
    });
    if (waiting) {
      await dropScheduledChange(tx, waiting, 'upgrade', { actorUserId: live.userId, origin });
    }
    await repo.insertPlanChange(tx.db, {
      id: changeId,
      subscriptionId: live.id,
      userId: live.userId,
      kind: 'upgrade',
      fromSubClass: from.sub_class,
      fromSubPeriod: from.sub_period,
      subClass: to.sub_class,
      subPeriod: to.sub_period,
      status: 'applied',
      effectiveAt: now,
      chargedCents: result.chargedCents,
      createdAt: now,
      modifiedAt: now,
    });
    await tx.audit.record({
      action: 'subscription.plan_change',
      outcome: 'success',
      actorUserId: live.userId,
      subjectUserId: live.userId,
      origin,
      detail: {
        kind: 'upgrade',
        from_sub_class: from.sub_class,
        from_sub_period: from.sub_period,
        sub_class: to.sub_class,
        sub_period: to.sub_period,
        charged_cents: result.chargedCents,
        provider: live.provider,
      },
    });
  });
  return { kind: 'upgrade', effective_at: now.toISOString(), charged_cents: result.chargedCents };
}

/**
 * At the end of the period paid for: stored as a scheduled change (one per subscription; a
 * newer downgrade replaces it) with a job at that moment, and told to the provider so that
 * it bills the new plan from then. A plan that does not renew has no next period to change.
 */
async function scheduleDowngrade(
  ctx: SubscriptionsContext,
  live: repo.SubscriptionRow,
  from: PlanChoice,
  to: PlanChoice,
  origin: RequestOrigin,
): Promise<PlanChanged['change']> {
  if (!live.autoRenew) throw new AppError('subscriptions.changeNotRenewing');
  const now = ctx.clock.now();
  const provider = providerOf(ctx, live);
  const waiting = await repo.findScheduledChange(ctx.db, live.id);
  await releaseAtProvider(ctx, live, waiting);
  const changeId = newId();
  const effectiveAt = live.currentPeriodEnd;
  const { providerScheduleId } = await providerCall(() =>
    provider.schedulePlanChange({
      changeId,
      providerSubscriptionId: live.providerSubscriptionId,
      to,
      amountCents: periodSubtotal(to.sub_class, to.sub_period),
      effectiveAt,
    }),
  );
  await inTransaction(ctx, async (tx) => {
    // Under the subscription's lock, so two changes at once are made one after the other.
    await repo.lockSubscription(tx.db, live.id);
    const earlier = await repo.findScheduledChange(tx.db, live.id);
    if (earlier) {
      await dropScheduledChange(tx, earlier, 'replaced', { actorUserId: live.userId, origin });
    }
    const change = await repo.insertPlanChange(tx.db, {
      id: changeId,
      subscriptionId: live.id,
      userId: live.userId,
      kind: 'downgrade',
      fromSubClass: from.sub_class,
      fromSubPeriod: from.sub_period,
      subClass: to.sub_class,
      subPeriod: to.sub_period,
      status: 'scheduled',
      effectiveAt,
      providerScheduleId,
      createdAt: now,
      modifiedAt: now,
    });
    await tx.jobs.enqueue(
      PLAN_CHANGE_JOB,
      { plan_change_id: change.id },
      { runAt: effectiveAt, idempotencyKey: `plan-change:${change.id}` },
    );
    await tx.audit.record({
      action: 'subscription.plan_change_schedule',
      outcome: 'success',
      actorUserId: live.userId,
      subjectUserId: live.userId,
      origin,
      detail: {
        from_sub_class: from.sub_class,
        from_sub_period: from.sub_period,
        sub_class: to.sub_class,
        sub_period: to.sub_period,
        effective_at: effectiveAt.toISOString(),
        provider: live.provider,
      },
    });
  }).catch(
    refusalFor({ plan_changes_one_scheduled_idx: new AppError('subscriptions.changeRace') }),
  );
  return { kind: 'downgrade', effective_at: effectiveAt.toISOString(), charged_cents: null };
}

/** POST /subscription/change/cancel: the scheduled change is dropped; the plan stays. */
export async function cancelScheduledChange(
  ctx: SubscriptionsContext,
  userId: string,
  origin: RequestOrigin,
  current: Current,
): Promise<CurrentSubscription> {
  const now = ctx.clock.now();
  const live = await ctx.db.transaction((tx) => settledLiveSubscription(tx, userId, now));
  const waiting = live && (await repo.findScheduledChange(ctx.db, live.id));
  if (!live || !waiting) throw new AppError('subscriptions.noScheduledChange');
  await releaseAtProvider(ctx, live, waiting);
  await inTransaction(ctx, (tx) =>
    dropScheduledChange(tx, waiting, 'canceled', { actorUserId: userId, origin }),
  );
  return current(ctx, userId);
}

/**
 * The job, at the end of the period: the subscription becomes the new plan, its periods
 * counted from that moment. The provider was told when the change was scheduled (Stripe's
 * schedule switches the price itself). A change canceled meanwhile, or a subscription that
 * ended by then, changes nothing.
 */
export async function applyScheduledChange(
  ctx: AppContext,
  { plan_change_id }: { plan_change_id: string },
) {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const change = await repo.lockPlanChange(tx.db, plan_change_id);
    if (change?.status !== 'scheduled' || now < change.effectiveAt) return;
    const row = await repo.lockSubscription(tx.db, change.subscriptionId);
    if (!row || (row.terminatedTime !== null && row.terminatedTime <= change.effectiveAt)) {
      await repo.updatePlanChange(tx.db, change.id, { status: 'canceled', modifiedAt: now });
      return;
    }
    const periodEnd = addBillingPeriods(change.effectiveAt, change.subPeriod);
    await repo.updateSubscription(tx.db, row.id, {
      subClass: change.subClass,
      subPeriod: change.subPeriod,
      billingAnchor: change.effectiveAt,
      // Stripe may have said so already (its renewal event can come before this job); a
      // simulated row may read as renewed on the old plan meanwhile, which this replaces.
      currentPeriodEnd:
        row.provider === 'stripe' && row.currentPeriodEnd > periodEnd
          ? row.currentPeriodEnd
          : periodEnd,
      modifiedAt: now,
    });
    await repo.updatePlanChange(tx.db, change.id, { status: 'applied', modifiedAt: now });
    await tx.audit.record({
      action: 'subscription.plan_change',
      outcome: 'success',
      subjectUserId: change.userId,
      origin: jobOrigin,
      detail: {
        kind: 'downgrade',
        from_sub_class: change.fromSubClass,
        from_sub_period: change.fromSubPeriod,
        sub_class: change.subClass,
        sub_period: change.subPeriod,
        provider: row.provider,
      },
    });
  });
}
