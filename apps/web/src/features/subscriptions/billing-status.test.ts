import type { CurrentSubscription } from '@orchid/contracts/subscriptions';
import { describe, expect, it } from 'vitest';
import { billingStatus, isRunning } from './billing-status';

const now = new Date('2026-11-22T12:00:00Z');
const periodEnd = '2026-12-22T12:00:00Z';

function current(
  subscription: Partial<NonNullable<CurrentSubscription['subscription']>>,
  plan: Partial<CurrentSubscription['plan']>,
): CurrentSubscription {
  return {
    subscription: {
      sub_class: 'complete',
      sub_period: 'monthly',
      coupon_id: null,
      activated_time: '2026-11-22T12:00:00Z',
      auto_renew: true,
      terminated_code: null,
      terminated_time: null,
      current_period_end: periodEnd,
      provider: 'simulated',
      ...subscription,
    },
    plan: {
      plan_type: 'complete',
      subscribed: true,
      on_trial: false,
      trial_ends_at: null,
      terminated: false,
      renewing: true,
      next_billing_date: periodEnd,
      price_cents: 2899,
      ...plan,
    },
    scheduled_change: null,
  };
}

describe('billing status (§4)', () => {
  it('is none without a subscription', () => {
    const none = { ...current({}, {}), subscription: null };
    expect(billingStatus(none, now)).toEqual({ kind: 'none' });
  });

  it('tells a trial with its end', () => {
    const trial = current(
      { sub_class: 'core', coupon_id: 'FREE_TRIAL_CORE_MONTH', provider: 'trial' },
      { plan_type: 'core', on_trial: true, trial_ends_at: periodEnd },
    );
    expect(billingStatus(trial, now)).toEqual({ kind: 'trial', until: periodEnd });
  });

  it('tells an active plan with its renewal, and one that will not renew', () => {
    expect(billingStatus(current({}, {}), now)).toEqual({ kind: 'active', until: periodEnd });
    const notRenewing = current(
      { auto_renew: false },
      { renewing: false, next_billing_date: null },
    );
    expect(billingStatus(notRenewing, now)).toEqual({ kind: 'not-renewing', until: periodEnd });
  });

  it('tells a canceled plan with the day access ends, then that it ended', () => {
    const canceled = current(
      { auto_renew: false, terminated_code: 'canceled_by_user', terminated_time: periodEnd },
      { terminated: true, renewing: false, next_billing_date: null },
    );
    expect(billingStatus(canceled, now)).toEqual({ kind: 'terminated', until: periodEnd });
    expect(billingStatus(canceled, new Date('2026-12-23T00:00:00Z'))).toEqual({
      kind: 'ended',
      until: periodEnd,
    });
  });

  it('lets only a running plan be renewed or canceled', () => {
    expect(isRunning({ kind: 'trial', until: periodEnd })).toBe(true);
    expect(isRunning({ kind: 'not-renewing', until: periodEnd })).toBe(true);
    expect(isRunning({ kind: 'terminated', until: periodEnd })).toBe(false);
    expect(isRunning({ kind: 'none' })).toBe(false);
  });
});
