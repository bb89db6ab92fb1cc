import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { PlanCheckoutPage } from './plan-checkout-page';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const userInfo = 'GET /api/users/v1/user_info';
const checkout = 'POST /api/users/v1/subscription/checkout';

const onTrial = {
  subscription: {
    sub_class: 'core',
    sub_period: 'monthly',
    coupon_id: 'FREE_TRIAL_CORE_MONTH',
    activated_time: '2099-11-22T12:00:00Z',
    auto_renew: true,
    terminated_code: null,
    terminated_time: null,
    current_period_end: '2099-12-22T12:00:00Z',
    provider: 'trial',
  },
  plan: {
    plan_type: 'core',
    subscribed: true,
    on_trial: true,
    trial_ends_at: '2099-12-22T12:00:00Z',
    terminated: false,
    renewing: true,
    next_billing_date: '2099-12-22T12:00:00Z',
    price_cents: 1999,
  },
  scheduled_change: null,
};

function renderCheckout(path: string) {
  renderInApp(
    <Routes>
      <Route path="/pricing/:sub_class/:sub_period/:type" element={<PlanCheckoutPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path },
  );
}

describe('plan checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts a trial at once and goes on to the dashboard', async () => {
    const api = stubApi({
      [userInfo]: { status: 200, body: testUser({ user_type: 'orchid_pro' }) },
      [checkout]: {
        status: 201,
        body: {
          type: 'trial',
          subscription: null,
          plan: {
            plan_type: 'core',
            subscribed: true,
            on_trial: true,
            trial_ends_at: '2099-12-22T12:00:00Z',
            terminated: false,
            renewing: true,
            next_billing_date: '2099-12-22T12:00:00Z',
            price_cents: 1999,
          },
          scheduled_change: null,
        },
      },
    });
    renderCheckout('/pricing/core/month/trial');
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: 'Start your free trial of Core' })).toBeTruthy();
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('$0.00');
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/pro-dashboard/homepage'),
    );
    expect(api.bodies(checkout)).toEqual([
      { sub_class: 'core', sub_period: 'monthly', type: 'trial' },
    ]);
  });

  it('sells a trial user a paid plan that keeps the trial’s days', async () => {
    stubApi({
      [userInfo]: { status: 200, body: testUser({ user_type: 'orchid_pro', timezone: 'UTC' }) },
      'GET /api/users/v1/subscription': { status: 200, body: onTrial },
    });
    renderCheckout('/pricing/complete/month/paid');
    expect(await screen.findByText('Kept until December 22, 2099')).toBeTruthy();
    expect(screen.getByText('First payment').nextElementSibling?.textContent).toBe(
      '$28.99 on December 22, 2099',
    );
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('offers a paid subscriber the change instead of a second plan', async () => {
    stubApi({
      [userInfo]: { status: 200, body: testUser({ user_type: 'orchid_pro', timezone: 'UTC' }) },
      'GET /api/users/v1/subscription': {
        status: 200,
        body: {
          ...onTrial,
          subscription: { ...onTrial.subscription, coupon_id: null, provider: 'simulated' },
          plan: { ...onTrial.plan, on_trial: false, trial_ends_at: null },
        },
      },
    });
    renderCheckout('/pricing/complete/month/paid');
    expect(await screen.findByRole('heading', { name: 'You already have a plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Complete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('asks a guest to log in, with the order still in view', async () => {
    stubApi({ [userInfo]: { status: 403, body: { detail: 'Not authenticated' } } });
    renderCheckout('/pricing/complete/year/paid');
    await vi.waitFor(() => expect(screen.getByTestId('modal').textContent).toBe('login'));
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('$289.90');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('says what approval is before a trial starts, and that the trial waits for it', async () => {
    stubApi({ [userInfo]: { status: 200, body: testUser({ user_type: 'orchid_pro' }) } });
    renderCheckout('/pricing/core/month/trial');
    const note = await screen.findByTestId('approval-note');
    expect(note.textContent).toContain('reviews every new professional');
    expect(note.textContent).toContain('usually within two business days');
    expect(note.textContent).toContain('Your free trial waits for it');
  });

  it('tells one who pays that the plan starts that day, approved or not', async () => {
    stubApi({ [userInfo]: { status: 200, body: testUser({ user_type: 'orchid_pro' }) } });
    renderCheckout('/pricing/complete/month/paid');
    const note = await screen.findByTestId('approval-note');
    expect(note.textContent).toContain('A paid plan starts on the day you pay');
    expect(note.textContent).not.toContain('trial');
  });

  it('leaves the approval out for an approved professional', async () => {
    stubApi({
      [userInfo]: {
        status: 200,
        body: testUser({ user_type: 'orchid_pro', profile_approved_to_use_the_platform: true }),
      },
    });
    renderCheckout('/pricing/core/month/trial');
    await screen.findByRole('button', { name: 'Start free trial' });
    expect(screen.queryByTestId('approval-note')).toBeNull();
  });

  it.each([
    ['/pricing/ai-only/month/trial', 'AI Only'],
    ['/pricing/core-with-ai/year/paid', 'Core + AI'],
  ])('does not sell %s until AI notes work', async (path, label) => {
    stubApi({ [userInfo]: { status: 200, body: testUser({ user_type: 'orchid_pro' }) } });
    renderCheckout(path);
    expect(
      await screen.findByRole('heading', { name: `${label} is not on sale yet` }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: /Start free trial|Continue to payment/ }),
    ).toBeNull();
  });

  it('is the not-found page for a trial of a plan without one', () => {
    stubApi({});
    renderCheckout('/pricing/complete/month/trial');
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });
});
