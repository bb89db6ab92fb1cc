import { CHECKOUT_TRIAL_DAYS } from '@orchid/contracts/plans';
import type { CurrentSubscription } from '@orchid/contracts/subscriptions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { PricingPage } from './pricing-page';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const userInfo = 'GET /api/users/v1/user_info';
const subscriptionCall = 'GET /api/users/v1/subscription';
const changeCall = 'POST /api/users/v1/subscription/change';
const professional = testUser({ user_type: 'orchid_pro', timezone: 'UTC' });
const periodEnd = '2099-12-22T12:00:00Z';

const trial: CurrentSubscription = {
  subscription: {
    sub_class: 'core',
    sub_period: 'monthly',
    coupon_id: 'FREE_TRIAL_CORE_MONTH',
    activated_time: '2099-11-22T12:00:00Z',
    auto_renew: true,
    terminated_code: null,
    terminated_time: null,
    current_period_end: periodEnd,
    provider: 'trial',
  },
  plan: {
    plan_type: 'core',
    subscribed: true,
    on_trial: true,
    trial_ends_at: periodEnd,
    terminated: false,
    renewing: true,
    next_billing_date: periodEnd,
    price_cents: 1999,
  },
  scheduled_change: null,
};

const complete: CurrentSubscription = {
  subscription: {
    ...(trial.subscription as NonNullable<CurrentSubscription['subscription']>),
    sub_class: 'complete',
    coupon_id: null,
    provider: 'simulated',
  },
  plan: {
    ...trial.plan,
    plan_type: 'complete',
    on_trial: false,
    trial_ends_at: null,
    price_cents: 2899,
  },
  scheduled_change: null,
};

/** A plan's card, found by its heading as a person scans the page. */
const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
};

const hrefOf = (name: string, link: string) =>
  card(name).getByRole('link', { name: link }).getAttribute('href');

function renderPricing(path = '/pricing') {
  renderInApp(<PricingPage />, { path });
}

describe('the pricing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a guest the free trials and the checkouts, with no plan marked', async () => {
    const api = stubApi({ [userInfo]: { status: 403, body: { detail: 'Not authenticated' } } });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Start Core free trial' })).toHaveProperty(
      'pathname',
      '/pricing/core/month/trial',
    );
    expect(hrefOf('Complete', 'Choose Complete')).toBe('/pricing/complete/month/paid');
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(api.calls()).not.toContain(subscriptionCall);
    // Approval is said before anyone picks a plan: what it is, how long, and the trial waits.
    const approval = screen.getByText(/reviews your details and your license/);
    expect(approval.textContent).toContain('usually within two business days');
    expect(approval.textContent).toContain(
      `its ${CHECKOUT_TRIAL_DAYS} days start on the day you are approved`,
    );
  });

  it('offers a professional without a plan the same', async () => {
    stubApi({
      [userInfo]: { status: 200, body: professional },
      [subscriptionCall]: {
        status: 200,
        body: {
          ...trial,
          subscription: null,
          plan: { ...trial.plan, subscribed: false, on_trial: false },
        },
      },
    });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Start Core free trial' })).toBeTruthy();
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('marks the trial as the current plan and sells every plan keeping the trial days', async () => {
    stubApi({
      [userInfo]: { status: 200, body: professional },
      [subscriptionCall]: { status: 200, body: trial },
    });
    renderPricing();
    expect(await card('Core').findByText('Current plan')).toBeTruthy();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(screen.getByRole('note').textContent).toContain(
      'You are on the free trial of Core until December 22, 2099.',
    );
    expect(screen.queryByRole('link', { name: /free trial/ })).toBeNull();
    expect(hrefOf('Complete', 'Subscribe to Complete')).toBe('/pricing/complete/month/paid');
    expect(hrefOf('Core', 'Subscribe to Core')).toBe('/pricing/core/month/paid');
    expect(
      card('Core').getByText(/^Free trial until December 22, 2099: nothing to pay/),
    ).toBeTruthy();
    expect(card('Complete').queryByText(/Free trial until/)).toBeNull();
  });

  it('marks a paid plan and its period, and offers a downgrade in place', async () => {
    stubApi({
      [userInfo]: { status: 200, body: professional },
      [subscriptionCall]: { status: 200, body: complete },
    });
    renderPricing();
    expect(await card('Complete').findByText('Current plan')).toBeTruthy();
    expect(card('Complete').getByText('Renews on December 22, 2099.')).toBeTruthy();
    expect(card('Complete').queryByRole('button')).toBeNull();
    expect(card('Complete').queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /free trial|Choose|Subscribe/ })).toBeNull();

    expect(card('Core').getByRole('button', { name: 'Downgrade to Core' })).toBeTruthy();
    expect(
      card('Core').getByText('From December 22, 2099, when your current period ends.'),
    ).toBeTruthy();
  });

  it('offers an upgrade in place, at once', async () => {
    const corePaid: CurrentSubscription = {
      ...complete,
      subscription: { ...complete.subscription, sub_class: 'core' } as NonNullable<
        CurrentSubscription['subscription']
      >,
      plan: { ...complete.plan, plan_type: 'core', price_cents: 1999 },
    };
    const api = stubApi({
      [userInfo]: { status: 200, body: professional },
      [subscriptionCall]: { status: 200, body: corePaid },
      [changeCall]: (body) => ({
        status: 200,
        body: {
          ...corePaid,
          subscription: { ...corePaid.subscription, ...(body as object) },
          change: { kind: 'upgrade', effective_at: '2099-12-02T12:00:00Z', charged_cents: 66 },
        },
      }),
    });
    renderPricing();
    expect(await card('Core').findByText('Current plan')).toBeTruthy();
    const upgrade = card('Complete').getByRole('button', { name: 'Upgrade to Complete' });
    expect(card('Complete').getByText(/At once: you pay the difference/)).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(upgrade);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Complete?' });
    expect(dialog.textContent).toContain('Complete (monthly, $28.99 per month) starts now');
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Complete' }));
    await vi.waitFor(() =>
      expect(api.bodies(changeCall)).toEqual([{ sub_class: 'complete', sub_period: 'monthly' }]),
    );
  });

  it('on the other period, offers the same plan’s other billing', async () => {
    stubApi({
      [userInfo]: { status: 200, body: professional },
      [subscriptionCall]: { status: 200, body: complete },
    });
    renderPricing('/pricing?period=annual');
    expect(await card('Complete').findByText('Your plan')).toBeTruthy();
    expect(card('Complete').getByText(/^You pay monthly now\./)).toBeTruthy();
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(card('Complete').getByRole('button', { name: 'Switch to annual billing' })).toBeTruthy();
    // A longer period is an upgrade whatever the plan.
    expect(card('Core').getByRole('button', { name: 'Upgrade to Core' })).toBeTruthy();
  });

  it('shows a scheduled downgrade on both cards and cancels it from its target', async () => {
    const api = stubApi({
      [userInfo]: { status: 200, body: professional },
      [subscriptionCall]: {
        status: 200,
        body: {
          ...complete,
          scheduled_change: {
            sub_class: 'core',
            sub_period: 'monthly',
            effective_at: periodEnd,
            price_cents: 1999,
          },
        },
      },
      'POST /api/users/v1/subscription/change/cancel': { status: 200, body: complete },
    });
    renderPricing();
    expect(
      await card('Complete').findByText('Changes to Core (monthly) on December 22, 2099.'),
    ).toBeTruthy();
    expect(card('Core').getByText('Scheduled')).toBeTruthy();
    expect(card('Core').getByText('Your plan changes to Core on December 22, 2099.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      'It changes to Core (monthly) on December 22, 2099.',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(card('Core').getByRole('button', { name: 'Cancel this change' }));
    await vi.waitFor(() =>
      expect(api.calls()).toContain('POST /api/users/v1/subscription/change/cancel'),
    );
    expect(await card('Core').findByRole('button', { name: 'Downgrade to Core' })).toBeTruthy();
  });

  it('shows a scheduler the page as a guest does, without asking for billing', async () => {
    const api = stubApi({
      [userInfo]: { status: 200, body: { ...professional, role: 'PRACTICE_SCHEDULER' } },
    });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Start Core free trial' })).toBeTruthy();
    expect(api.calls()).not.toContain(subscriptionCall);
  });

  it('sells only plans whose features are built, and lists what is coming apart', async () => {
    stubApi({ [userInfo]: { status: 403, body: { detail: 'Not authenticated' } } });
    renderPricing();
    await screen.findByRole('link', { name: 'Start Core free trial' });
    expect(screen.queryByRole('heading', { name: 'AI Only' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Core + AI' })).toBeNull();
    expect(screen.queryByRole('link', { name: /AI Only|Core \+ AI/ })).toBeNull();
    const coming = within(screen.getByRole('region', { name: 'On the way' }));
    expect(coming.getByText('Client charts and treatment plans')).toBeTruthy();
    expect(coming.getByText('Secure messaging')).toBeTruthy();
    expect(
      coming.getByText(/AI Only and Core \+ AI plans open when AI notes are ready/),
    ).toBeTruthy();
    expect(card('Core').queryByText('Secure messaging')).toBeNull();
  });
});
