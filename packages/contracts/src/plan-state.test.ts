import { describe, expect, it } from 'vitest';
import {
  type PlanStateInput,
  type PlanStateSubscription,
  type PlanStateUser,
  planState,
} from './plan-state';

const NOW = new Date('2024-06-15T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const user = (overrides: Partial<PlanStateUser> = {}): PlanStateUser => ({
  sub: 'u-1',
  create_datetime: '2023-01-10T08:00:00Z',
  role: 'OWNER',
  profile_approved_to_use_the_platform: true,
  ai_free_trial_start_datetime: null,
  signup_channel: null,
  ...overrides,
});

const subscription = (overrides: Partial<PlanStateSubscription> = {}): PlanStateSubscription => ({
  sub_class: 'complete',
  coupon_id: null,
  activated_time: daysAgo(100),
  sub_period: 'monthly',
  auto_renew: true,
  terminated_code: null,
  terminated_time: null,
  ...overrides,
});

const state = (input: Partial<PlanStateInput> = {}) =>
  planState({ user: user(), subscription: null, now: NOW, ...input });

describe('planState: subscription', () => {
  it('without anything: core, not subscribed, no access', () => {
    expect(state()).toEqual({
      plan_type: 'core',
      subscribed: false,
      sub_period: null,
      on_trial: false,
      trial_ends_at: null,
      terminated: false,
      renewing: false,
      core_free_trial: false,
      platform_access: false,
      restricted_paid_features: false,
    });
  });

  it('an active subscription gives its class, period and renewal', () => {
    expect(state({ subscription: subscription({ sub_period: 'annual' }) })).toMatchObject({
      plan_type: 'complete',
      subscribed: true,
      sub_period: 'annual',
      renewing: true,
      terminated: false,
      platform_access: true,
    });
  });

  it('a subscription without a class is core', () => {
    expect(state({ subscription: subscription({ sub_class: null }) }).plan_type).toBe('core');
  });

  it('auto-renew off means not renewing', () => {
    const result = state({ subscription: subscription({ auto_renew: false }) });
    expect(result).toMatchObject({ subscribed: true, renewing: false });
  });

  it('a subscription not yet activated, or activated in the future, is not active', () => {
    expect(state({ subscription: subscription({ activated_time: null }) }).subscribed).toBe(false);
    const future = new Date(NOW.getTime() + 1);
    expect(state({ subscription: subscription({ activated_time: future }) }).subscribed).toBe(
      false,
    );
    expect(state({ subscription: subscription({ activated_time: NOW }) }).subscribed).toBe(true);
  });
});

describe('planState: termination', () => {
  it('terminated in the past: terminated and no longer subscribed', () => {
    const result = state({
      subscription: subscription({ terminated_code: 'cancelled', terminated_time: daysAgo(1) }),
    });
    expect(result).toMatchObject({
      terminated: true,
      subscribed: false,
      plan_type: 'core',
      renewing: false,
      platform_access: false,
    });
  });

  it('terminated at the end of the paid period: terminated, subscribed until then', () => {
    const result = state({
      subscription: subscription({ terminated_code: 'cancelled', terminated_time: daysAgo(-5) }),
    });
    expect(result).toMatchObject({
      terminated: true,
      subscribed: true,
      plan_type: 'complete',
      renewing: false,
    });
  });

  it('the termination instant itself ends the subscription', () => {
    const result = state({
      subscription: subscription({ terminated_code: 'cancelled', terminated_time: NOW }),
    });
    expect(result.subscribed).toBe(false);
  });

  it('needs both terminated_code and terminated_time', () => {
    const codeOnly = state({ subscription: subscription({ terminated_code: 'cancelled' }) });
    expect(codeOnly).toMatchObject({ terminated: false, subscribed: true, renewing: true });
    const timeOnly = state({ subscription: subscription({ terminated_time: daysAgo(1) }) });
    expect(timeOnly).toMatchObject({ terminated: false, subscribed: true });
    const emptyCode = state({
      subscription: subscription({ terminated_code: '', terminated_time: daysAgo(1) }),
    });
    expect(emptyCode.terminated).toBe(false);
  });
});

describe('planState: treated as complete', () => {
  it('an account created the instant before the cutoff day is complete', () => {
    const result = state({ user: user({ create_datetime: '2022-09-14T23:59:59.999Z' }) });
    expect(result).toMatchObject({ plan_type: 'complete', subscribed: true, renewing: false });
    expect(result.platform_access).toBe(true);
  });

  it('an account created on the cutoff day is not', () => {
    const result = state({ user: user({ create_datetime: '2022-09-15T00:00:00Z' }) });
    expect(result).toMatchObject({ plan_type: 'core', subscribed: false });
  });

  it('compares instants: 20:00 on the 14th at UTC-4 is already the cutoff in UTC', () => {
    const result = state({ user: user({ create_datetime: '2022-09-14T20:00:00-04:00' }) });
    expect(result.plan_type).toBe('core');
  });

  it('a practice scheduler is complete', () => {
    const result = state({ user: user({ role: 'PRACTICE_SCHEDULER' }) });
    expect(result).toMatchObject({ plan_type: 'complete', subscribed: true });
  });

  it('overrides the class of their own subscription', () => {
    const result = state({
      user: user({ create_datetime: new Date('2021-01-01T00:00:00Z') }),
      subscription: subscription({ sub_class: 'ai-only', coupon_id: 'FREE_TRIAL_CORE_MONTH' }),
    });
    expect(result).toMatchObject({ plan_type: 'complete', sub_period: 'monthly', on_trial: false });
  });
});

describe('planState: AI free trial', () => {
  const trialUser = (start: Date) => user({ ai_free_trial_start_datetime: start });

  it('gives ai-only while it lasts', () => {
    const start = daysAgo(29);
    expect(state({ user: trialUser(start) })).toMatchObject({
      plan_type: 'ai-only',
      subscribed: true,
      on_trial: true,
      trial_ends_at: new Date(start.getTime() + 30 * DAY),
      core_free_trial: false,
      renewing: false,
      platform_access: true,
    });
  });

  it('ends at exactly 30 days', () => {
    expect(state({ user: trialUser(new Date(NOW.getTime() - 30 * DAY + 1)) }).plan_type).toBe(
      'ai-only',
    );
    expect(state({ user: trialUser(daysAgo(30)) })).toMatchObject({
      plan_type: 'core',
      subscribed: false,
      on_trial: false,
      trial_ends_at: null,
    });
  });

  it('starts counting at its start instant, not before', () => {
    expect(state({ user: trialUser(NOW) }).plan_type).toBe('ai-only');
    expect(state({ user: trialUser(daysAgo(-1)) }).subscribed).toBe(false);
  });

  it('does not apply next to an active subscription', () => {
    const result = state({
      user: trialUser(daysAgo(3)),
      subscription: subscription({ sub_class: 'core' }),
    });
    expect(result).toMatchObject({ plan_type: 'core', on_trial: false });
  });

  it('applies again once the subscription has ended', () => {
    const result = state({
      user: trialUser(daysAgo(3)),
      subscription: subscription({ terminated_code: 'x', terminated_time: daysAgo(1) }),
    });
    expect(result).toMatchObject({ plan_type: 'ai-only', on_trial: true, terminated: true });
  });
});

describe('planState: core free trial', () => {
  const coupon = (activated: Date, sub_class: PlanStateSubscription['sub_class'] = 'core') =>
    subscription({ sub_class, coupon_id: 'FREE_TRIAL_CORE_MONTH', activated_time: activated });

  it('counts within 30 days of activation', () => {
    const activated = daysAgo(29);
    expect(state({ subscription: coupon(activated) })).toMatchObject({
      plan_type: 'core',
      core_free_trial: true,
      on_trial: true,
      trial_ends_at: new Date(activated.getTime() + 30 * DAY),
      renewing: true,
    });
  });

  it('is over at exactly 30 days', () => {
    expect(state({ subscription: coupon(daysAgo(30)) })).toMatchObject({
      core_free_trial: false,
      on_trial: false,
      subscribed: true,
    });
  });

  it('needs the coupon', () => {
    const result = state({
      subscription: subscription({ sub_class: 'core', activated_time: NOW }),
    });
    expect(result).toMatchObject({ core_free_trial: false, on_trial: false });
  });

  it('is not on a trial on a plan without one', () => {
    expect(state({ subscription: coupon(daysAgo(2), 'complete') })).toMatchObject({
      core_free_trial: true,
      on_trial: false,
      trial_ends_at: null,
    });
  });

  it('ends with the subscription', () => {
    const ended = subscription({
      coupon_id: 'FREE_TRIAL_CORE_MONTH',
      sub_class: 'core',
      activated_time: daysAgo(5),
      terminated_code: 'cancelled',
      terminated_time: daysAgo(1),
    });
    expect(state({ subscription: ended })).toMatchObject({
      core_free_trial: false,
      on_trial: false,
    });
  });
});

describe('planState: platform access and the amhc restriction', () => {
  it('needs approval as well as a subscription', () => {
    const result = state({
      user: user({ profile_approved_to_use_the_platform: false }),
      subscription: subscription(),
    });
    expect(result).toMatchObject({ subscribed: true, platform_access: false });
  });

  it('restricts amhc users without a subscription', () => {
    expect(state({ user: user({ signup_channel: 'amhc' }) }).restricted_paid_features).toBe(true);
  });

  it('spares exempt ids, subscribers, trials and other channels', () => {
    const amhc = user({ signup_channel: 'amhc' });
    expect(state({ user: amhc, amhcExemptUserIds: ['u-1'] }).restricted_paid_features).toBe(false);
    expect(state({ user: amhc, subscription: subscription() }).restricted_paid_features).toBe(
      false,
    );
    expect(
      state({ user: { ...amhc, ai_free_trial_start_datetime: daysAgo(1) } })
        .restricted_paid_features,
    ).toBe(false);
    expect(state({ user: user({ signup_channel: 'AMHC' }) }).restricted_paid_features).toBe(false);
  });
});

describe('planState: instants', () => {
  it('refuses a string without an offset, which would depend on the reader', () => {
    expect(() => state({ user: user({ create_datetime: '2023-01-10T08:00:00' }) })).toThrow(
      RangeError,
    );
    expect(() => state({ user: user({ create_datetime: 'yesterday' }) })).toThrow(RangeError);
  });

  it('accepts offsets other than Z', () => {
    const result = state({ user: user({ create_datetime: '2022-09-15T01:00:00+02:00' }) });
    expect(result.plan_type).toBe('complete');
  });
});
