import { addBillingPeriods } from '@orchid/contracts/time';
import { describe, expect, it } from 'vitest';
import { relevantSubscription, subscriptionAt } from './lifecycle';
import type { SubscriptionRow } from './repo';

const at = (iso: string) => new Date(iso);

const row = (overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 'sub-1',
  userId: 'user-1',
  subClass: 'core',
  subPeriod: 'monthly',
  couponId: null,
  activatedTime: at('2026-01-31T10:00:00Z'),
  autoRenew: true,
  terminatedCode: null,
  terminatedTime: null,
  currentPeriodEnd: at('2026-02-28T10:00:00Z'),
  billingAnchor: null,
  provider: 'simulated',
  providerCustomerId: null,
  providerSubscriptionId: null,
  providerEventAt: null,
  checkoutId: null,
  createdAt: at('2026-01-31T10:00:00Z'),
  modifiedAt: at('2026-01-31T10:00:00Z'),
  ...overrides,
});

describe('addBillingPeriods', () => {
  it('moves a month or a year, keeping the time of day', () => {
    expect(addBillingPeriods(at('2026-03-15T08:30:00Z'), 'monthly')).toEqual(
      at('2026-04-15T08:30:00Z'),
    );
    expect(addBillingPeriods(at('2026-03-15T08:30:00Z'), 'annual')).toEqual(
      at('2027-03-15T08:30:00Z'),
    );
  });

  it('ends on the last day of a shorter month, and counts from the start', () => {
    const start = at('2026-01-31T10:00:00Z');
    expect(addBillingPeriods(start, 'monthly', 1)).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addBillingPeriods(start, 'monthly', 2)).toEqual(at('2026-03-31T10:00:00Z'));
    expect(addBillingPeriods(at('2028-02-29T00:00:00Z'), 'annual')).toEqual(
      at('2029-02-28T00:00:00Z'),
    );
    expect(addBillingPeriods(at('2026-12-15T00:00:00Z'), 'monthly')).toEqual(
      at('2027-01-15T00:00:00Z'),
    );
  });
});

describe('subscriptionAt', () => {
  it('leaves a subscription inside its period, or terminated, as it is', () => {
    const running = row();
    expect(subscriptionAt(running, at('2026-02-27T00:00:00Z'))).toBe(running);
    const canceled = row({
      terminatedCode: 'canceled_by_user',
      terminatedTime: at('2026-02-28T10:00:00Z'),
    });
    expect(subscriptionAt(canceled, at('2027-01-01T00:00:00Z'))).toBe(canceled);
  });

  it('ends a trial at the end of its period', () => {
    const trial = row({ provider: 'trial', couponId: 'FREE_TRIAL_CORE_MONTH' });
    expect(subscriptionAt(trial, at('2026-02-28T10:00:00Z'))).toMatchObject({
      terminatedCode: 'trial_ended',
      terminatedTime: at('2026-02-28T10:00:00Z'),
    });
  });

  it('renews a simulated subscription period by period while auto-renew is on', () => {
    expect(subscriptionAt(row(), at('2026-03-31T09:00:00Z')).currentPeriodEnd).toEqual(
      at('2026-03-31T10:00:00Z'),
    );
    expect(subscriptionAt(row(), at('2026-03-31T10:00:00Z')).currentPeriodEnd).toEqual(
      at('2026-04-30T10:00:00Z'),
    );
  });

  it('lets a simulated subscription expire without auto-renew', () => {
    expect(subscriptionAt(row({ autoRenew: false }), at('2026-03-01T00:00:00Z'))).toMatchObject({
      terminatedCode: 'expired',
      terminatedTime: at('2026-02-28T10:00:00Z'),
    });
  });

  it('leaves a Stripe subscription to Stripe', () => {
    const stripe = row({ provider: 'stripe' });
    expect(subscriptionAt(stripe, at('2026-06-01T00:00:00Z'))).toBe(stripe);
  });
});

describe('relevantSubscription', () => {
  const now = at('2026-02-10T00:00:00Z');

  it('is null without subscriptions', () => {
    expect(relevantSubscription([], now)).toBeNull();
  });

  it('prefers the live subscription', () => {
    const live = row({ id: 'live', activatedTime: at('2026-02-01T00:00:00Z') });
    const canceled = row({
      id: 'canceled',
      terminatedCode: 'canceled_by_user',
      terminatedTime: at('2026-02-28T10:00:00Z'),
    });
    expect(relevantSubscription([canceled, live], now)?.id).toBe('live');
  });

  it('otherwise takes the one whose access ends last', () => {
    const older = row({
      id: 'older',
      terminatedCode: 'trial_ended',
      terminatedTime: at('2025-12-01T00:00:00Z'),
    });
    const newer = row({
      id: 'newer',
      terminatedCode: 'canceled_by_user',
      terminatedTime: at('2026-02-28T10:00:00Z'),
    });
    expect(relevantSubscription([older, newer], now)?.id).toBe('newer');
  });

  it('reads each row as it stands now', () => {
    const trial = row({ provider: 'trial', currentPeriodEnd: at('2026-02-01T00:00:00Z') });
    expect(relevantSubscription([trial], now)).toMatchObject({ terminatedCode: 'trial_ended' });
  });
});
