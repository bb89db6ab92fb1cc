import { keptTrialEnd, type PlanChoice, planChangeKind } from '@orchid/contracts/plan-changes';
import {
  isPricedPlanClass,
  PLAN_CLASS_LABELS,
  PLANS,
  type PricedPlanClass,
  type SubPeriod,
} from '@orchid/contracts/plans';
import type { CurrentSubscription, ScheduledPlanChange } from '@orchid/contracts/subscriptions';
import { planCheckout } from '../../app/paths';
import { checkoutPathFor, PERIOD_LABELS } from './plan-offer';

// What the pricing page offers a signed-in professional, from where their plan stands: the
// current plan marked, and on every other plan the way to it (contracts' planChangeKind decides
// upgrade or downgrade, as the server does). The server's plan state is read, never redone.

/**
 * - none: no plan that runs (never one, or it ended): the page as a guest sees it, except that
 *   a professional who had a plan is offered paid plans (the free trial is once).
 * - trial: on the free trial; any plan is bought at checkout, keeping the trial's days.
 * - paid: a paid plan that renews; it changes in place.
 * - not-renewing: auto-renew off; upgrades only (a downgrade needs a next period).
 * - ending: canceled, with access until `until`; another plan is a new checkout.
 * - fixed: a plan without a public price (enterprise), arranged with the operator.
 */
export type PlanStanding =
  | { kind: 'none'; trialUsed: boolean }
  | { kind: 'trial'; plan: PlanChoice; until: string }
  | { kind: 'paid'; plan: PlanChoice; until: string; scheduled: ScheduledPlanChange | null }
  | { kind: 'not-renewing'; plan: PlanChoice; until: string }
  | { kind: 'ending'; plan: PlanChoice; until: string }
  | { kind: 'fixed'; label: string };

export function planStanding({
  subscription,
  plan,
  scheduled_change,
}: CurrentSubscription): PlanStanding {
  if (!subscription || !plan.subscribed) return { kind: 'none', trialUsed: subscription !== null };
  const { sub_class, sub_period } = subscription;
  if (!isPricedPlanClass(sub_class)) return { kind: 'fixed', label: PLAN_CLASS_LABELS[sub_class] };
  const current = { sub_class, sub_period };
  if (plan.on_trial && plan.trial_ends_at) {
    return { kind: 'trial', plan: current, until: plan.trial_ends_at };
  }
  if (plan.terminated) {
    const until = subscription.terminated_time ?? subscription.current_period_end;
    return { kind: 'ending', plan: current, until };
  }
  if (!subscription.auto_renew) {
    return { kind: 'not-renewing', plan: current, until: subscription.current_period_end };
  }
  return {
    kind: 'paid',
    plan: current,
    until: plan.next_billing_date ?? subscription.current_period_end,
    scheduled: scheduled_change,
  };
}

export type CardAction =
  | { kind: 'link'; label: string; to: string; filled: boolean }
  | { kind: 'change'; label: string; to: PlanChoice; change: 'upgrade' | 'downgrade' }
  | { kind: 'cancel-change'; label: string }
  | { kind: 'none' };

export type CardOffer = {
  /** The mark beside the plan's name: 'Current plan', or how it stands to the current one. */
  badge: string | null;
  /** A sentence under the button: when a change takes effect, what the plan does now. */
  note: string | null;
  action: CardAction;
};

/** A plan's name, or its period when only the period changes. */
function changeLabel(kind: 'upgrade' | 'downgrade', from: PlanChoice, to: PlanChoice) {
  if (from.sub_class === to.sub_class) {
    return `Switch to ${PERIOD_LABELS[to.sub_period].toLowerCase()} billing`;
  }
  const verb = kind === 'upgrade' ? 'Upgrade' : 'Downgrade';
  return `${verb} to ${PLANS[to.sub_class].label}`;
}

/**
 * The card of `plan` shown for `period`, for a professional whose plan stands so. `date`
 * writes an instant as the day the professional reads.
 */
export function cardOffer(
  plan: PricedPlanClass,
  period: SubPeriod,
  standing: PlanStanding,
  now: Date,
  date: (instant: string | Date) => string,
): CardOffer {
  const { label, trial_eligible } = PLANS[plan];
  const to = { sub_class: plan, sub_period: period };
  const checkout = (type: 'trial' | 'paid', text: string): CardAction => ({
    kind: 'link',
    label: text,
    to: planCheckout({ ...to, type }),
    filled: type === 'trial',
  });
  switch (standing.kind) {
    case 'none': {
      if (!standing.trialUsed) {
        const action: CardAction = {
          kind: 'link',
          label: trial_eligible ? `Start ${label} free trial` : `Choose ${label}`,
          to: checkoutPathFor(plan, period),
          filled: trial_eligible,
        };
        return { badge: null, note: null, action };
      }
      return { badge: null, note: null, action: checkout('paid', `Choose ${label}`) };
    }
    case 'fixed':
      return { badge: null, note: null, action: { kind: 'none' } };
    case 'trial': {
      const isCurrent = standing.plan.sub_class === plan;
      const billingFrom = keptTrialEnd(new Date(standing.until), now);
      const note = billingFrom
        ? `Free trial until ${date(standing.until)}: nothing to pay before then.`
        : `Free trial until ${date(standing.until)}: billing starts when you subscribe.`;
      return {
        badge: isCurrent ? 'Current plan' : null,
        note: isCurrent ? note : null,
        action: checkout('paid', `Subscribe to ${label}`),
      };
    }
    case 'ending': {
      const isCurrent = standing.plan.sub_class === plan && standing.plan.sub_period === period;
      return {
        badge: isCurrent ? 'Current plan' : null,
        note: isCurrent ? `Canceled: you keep it until ${date(standing.until)}.` : null,
        action: isCurrent ? { kind: 'none' } : checkout('paid', `Choose ${label}`),
      };
    }
    case 'paid':
    case 'not-renewing': {
      const from = standing.plan;
      const kind = planChangeKind(from, to);
      if (kind === 'same') {
        const scheduled = standing.kind === 'paid' ? standing.scheduled : null;
        const note = scheduled
          ? `Changes to ${PLANS[scheduled.sub_class].label} (${PERIOD_LABELS[scheduled.sub_period].toLowerCase()}) on ${date(scheduled.effective_at)}.`
          : standing.kind === 'paid'
            ? `Renews on ${date(standing.until)}.`
            : `Does not renew: yours until ${date(standing.until)}.`;
        return { badge: 'Current plan', note, action: { kind: 'none' } };
      }
      const scheduled = standing.kind === 'paid' ? standing.scheduled : null;
      if (scheduled && scheduled.sub_class === plan && scheduled.sub_period === period) {
        return {
          badge: 'Scheduled',
          note: `Your plan changes to ${label} on ${date(scheduled.effective_at)}.`,
          action: { kind: 'cancel-change', label: 'Cancel this change' },
        };
      }
      const sameClass = from.sub_class === plan;
      const badge = sameClass ? 'Your plan' : null;
      if (kind === 'downgrade' && standing.kind === 'not-renewing') {
        return {
          badge,
          note: 'Turn auto-renew on in billing to change to this plan when your period ends.',
          action: { kind: 'none' },
        };
      }
      const paysNow = sameClass
        ? `You pay ${PERIOD_LABELS[from.sub_period].toLowerCase()} now. `
        : '';
      return {
        badge,
        note:
          kind === 'upgrade'
            ? `${paysNow}At once: you pay the difference for the rest of this period.`
            : `${paysNow}From ${date(standing.until)}, when your current period ends.`,
        action: { kind: 'change', label: changeLabel(kind, from, to), to, change: kind },
      };
    }
  }
}
