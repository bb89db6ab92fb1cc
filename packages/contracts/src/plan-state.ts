import type { Role } from './accounts';
import {
  AI_FREE_TRIAL_DAYS,
  CORE_TRIAL_WINDOW_DAYS,
  FREE_TRIAL_COUPON,
  isTrialEligible,
  PLAN_CUTOFF_DATE,
  type PlanClass,
  type SubPeriod,
} from './plans';
import { addWholeDays } from './time';

// The plan state of a professional (accounts-and-access §4 "Plan state of a professional"),
// computed once here so the server's guards and the web's screens agree.

/**
 * A point in time: a Date (the server's database rows) or an ISO 8601 string with an offset
 * (the web's JSON, as UserInfoSchema guarantees). Strings without an offset are refused,
 * since they would be read in the reader's own timezone.
 */
export type Instant = Date | string;

export type PlanStateUser = {
  /** The user's id; only compared with the exempt ids of the amhc restriction. */
  sub: string;
  create_datetime: Instant;
  /** OWNER when none is set (§3). */
  role: Role | null | undefined;
  profile_approved_to_use_the_platform: boolean;
  ai_free_trial_start_datetime: Instant | null | undefined;
  signup_channel: string | null | undefined;
};

/** The professional's latest subscription record (§3 "Professional subscription"). */
export type PlanStateSubscription = {
  sub_class: PlanClass | null | undefined;
  coupon_id: string | null | undefined;
  activated_time: Instant | null | undefined;
  sub_period: SubPeriod | null | undefined;
  auto_renew: boolean;
  terminated_code: string | null | undefined;
  terminated_time: Instant | null | undefined;
};

export type PlanStateInput = {
  user: PlanStateUser;
  subscription: PlanStateSubscription | null;
  now: Date;
  /**
   * Users from the amhc channel spared the paid-feature restriction. The spec names three
   * such ids without showing them, so the list is configuration and empty by default.
   */
  amhcExemptUserIds?: readonly string[];
};

export type PlanState = {
  /** Always a class: `core` when nothing else applies, so plan rules have one to read. */
  plan_type: PlanClass;
  /** An active subscription, or treated as one (legacy account, scheduler, AI free trial). */
  subscribed: boolean;
  /** From the active subscription; null otherwise. */
  sub_period: SubPeriod | null;
  on_trial: boolean;
  /** When the current trial ends; null when not on a trial. */
  trial_ends_at: Date | null;
  terminated: boolean;
  renewing: boolean;
  core_free_trial: boolean;
  platform_access: boolean;
  restricted_paid_features: boolean;
};

/** The signup channel whose users, without a subscription, lose the paid features (§6). */
export const AMHC_SIGNUP_CHANNEL = 'amhc';

const PLAN_CUTOFF_MS = Date.parse(`${PLAN_CUTOFF_DATE}T00:00:00Z`);

const OFFSET_PATTERN = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function toMillis(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  const millis = Date.parse(instant);
  if (!OFFSET_PATTERN.test(instant) || Number.isNaN(millis)) {
    throw new RangeError(`Not an ISO 8601 instant with an offset: ${instant}`);
  }
  return millis;
}

/**
 * The end of the `days`-long period starting at `start` while `now` is inside it
 * (start <= now < end), else null: at exactly 30 days the period is over, and a start in
 * the future has not begun.
 */
function runningPeriodEnd(
  start: Instant | null | undefined,
  days: number,
  now: number,
): Date | null {
  if (start == null) return null;
  const begins = toMillis(start);
  const end = addWholeDays(new Date(begins), days);
  return begins <= now && now < end.getTime() ? end : null;
}

/**
 * Terminated when both terminated_code and terminated_time are set (§4), whatever the time:
 * a termination planned for the end of the paid period already counts.
 */
function isTerminated(subscription: PlanStateSubscription): boolean {
  return Boolean(subscription.terminated_code) && subscription.terminated_time != null;
}

/**
 * Active: activated (activated_time set and not in the future) and not yet ended, i.e. not
 * terminated, or terminated with a terminated_time still in the future (the paid period
 * runs out). A record without activated_time is a checkout that never completed.
 */
function isActive(subscription: PlanStateSubscription, now: number): boolean {
  const { activated_time, terminated_time } = subscription;
  if (activated_time == null || toMillis(activated_time) > now) return false;
  return (
    !isTerminated(subscription) || (terminated_time != null && toMillis(terminated_time) > now)
  );
}

/**
 * Accounts created before the cutoff (compared as instants against midnight UTC of
 * 2022-09-15, so the cutoff day itself is not before it) and practice schedulers are
 * treated as subscribed to complete, whatever their own subscription says: the older
 * accounts keep what they had, and schedulers work in their owner's practice.
 */
function isTreatedAsComplete(user: PlanStateUser): boolean {
  return user.role === 'PRACTICE_SCHEDULER' || toMillis(user.create_datetime) < PLAN_CUTOFF_MS;
}

/**
 * One rule for every reading of a professional's plan (§4):
 * - plan_type: complete when treated as complete; else the active subscription's sub_class
 *   (core when it has none); else ai-only during an AI free trial; else core.
 * - subscribed: active subscription, treated as complete, or AI free trial.
 * - core_free_trial: the active subscription carries FREE_TRIAL_CORE_MONTH and was activated
 *   less than 30 days ago.
 * - on_trial: "the mode is trial" is read as being inside a free-trial period (the core
 *   coupon's window or the AI free trial), and it counts only when the plan allows a trial
 *   (core, ai-only), so a legacy account with an old coupon is not on a trial.
 * - renewing: an active subscription with auto_renew on that is not terminated.
 * - platform_access: subscribed and profile_approved_to_use_the_platform.
 * - restricted_paid_features: amhc signup channel, not subscribed (treated-as counts as a
 *   subscription), and not one of the exempt ids.
 */
export function planState(input: PlanStateInput): PlanState {
  const { user, subscription, amhcExemptUserIds = [] } = input;
  const now = input.now.getTime();
  const activeSubscription =
    subscription !== null && isActive(subscription, now) ? subscription : null;
  const treatedAsComplete = isTreatedAsComplete(user);
  const coreTrialEnd =
    activeSubscription?.coupon_id === FREE_TRIAL_COUPON
      ? runningPeriodEnd(activeSubscription.activated_time, CORE_TRIAL_WINDOW_DAYS, now)
      : null;
  const aiTrialEnd =
    activeSubscription === null
      ? runningPeriodEnd(user.ai_free_trial_start_datetime, AI_FREE_TRIAL_DAYS, now)
      : null;

  const plan_type: PlanClass = treatedAsComplete
    ? 'complete'
    : activeSubscription
      ? (activeSubscription.sub_class ?? 'core')
      : aiTrialEnd
        ? 'ai-only'
        : 'core';
  const subscribed = activeSubscription !== null || treatedAsComplete || aiTrialEnd !== null;
  const terminated = subscription !== null && isTerminated(subscription);
  const trialEnd = coreTrialEnd ?? aiTrialEnd;
  const on_trial = trialEnd !== null && isTrialEligible(plan_type);

  return {
    plan_type,
    subscribed,
    sub_period: activeSubscription?.sub_period ?? null,
    on_trial,
    trial_ends_at: on_trial ? trialEnd : null,
    terminated,
    renewing: activeSubscription?.auto_renew === true && !terminated,
    core_free_trial: coreTrialEnd !== null,
    platform_access: subscribed && user.profile_approved_to_use_the_platform,
    restricted_paid_features:
      user.signup_channel === AMHC_SIGNUP_CHANNEL &&
      !subscribed &&
      !amhcExemptUserIds.includes(user.sub),
  };
}
