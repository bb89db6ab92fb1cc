import { accountMessages } from '@orchid/contracts/accounts';
import type { CurrentSubscription } from '@orchid/contracts/subscriptions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { BillingSettingsPage } from './billing-settings-page';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const subscriptionPath = '/api/users/v1/subscription';
const trialEnd = '2099-12-22T12:00:00Z';
const professional = testUser({ user_type: 'orchid_pro', timezone: 'UTC' });

const trial: CurrentSubscription = {
  subscription: {
    sub_class: 'core',
    sub_period: 'monthly',
    coupon_id: 'FREE_TRIAL_CORE_MONTH',
    activated_time: '2099-11-22T12:00:00Z',
    auto_renew: true,
    terminated_code: null,
    terminated_time: null,
    current_period_end: trialEnd,
    provider: 'trial',
  },
  plan: {
    plan_type: 'core',
    subscribed: true,
    on_trial: true,
    trial_ends_at: trialEnd,
    terminated: false,
    renewing: true,
    next_billing_date: trialEnd,
    price_cents: 1999,
  },
  scheduled_change: null,
};

/** The page as the dashboard layout shows it, with the signed-in professional. */
function renderBilling() {
  renderInApp(
    <Routes>
      <Route element={<Outlet context={professional} />}>
        <Route path="*" element={<BillingSettingsPage />} />
      </Route>
    </Routes>,
    { path: '/pro-dashboard/settings/billing' },
  );
}

describe('billing settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the trial, turns auto-renew off and cancels after asking', async () => {
    const api = stubApi({
      [`GET ${subscriptionPath}`]: { status: 200, body: trial },
      [`PUT ${subscriptionPath}`]: (body) => ({
        status: 200,
        body: {
          subscription: { ...trial.subscription, ...(body as object) },
          plan: { ...trial.plan, on_trial: false, renewing: false, next_billing_date: null },
          scheduled_change: null,
        },
      }),
      [`POST ${subscriptionPath}/cancel`]: {
        status: 200,
        body: {
          subscription: {
            ...trial.subscription,
            auto_renew: false,
            terminated_code: 'canceled_by_user',
            terminated_time: trialEnd,
          },
          plan: { ...trial.plan, on_trial: false, terminated: true, renewing: false },
          scheduled_change: null,
        },
      },
    });
    renderBilling();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Core plan' })).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByText('Trial ends').nextElementSibling?.textContent).toBe(
      'December 22, 2099',
    );
    expect(screen.getByText('$19.99 per month')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: /Auto-renew/ }));
    expect(await screen.findByText('Not renewing')).toBeTruthy();
    expect(api.bodies(`PUT ${subscriptionPath}`)).toEqual([{ auto_renew: false }]);

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog.textContent).toContain('You keep it until December 22, 2099');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Terminated')).toBeTruthy();
    expect(api.calls()).toContain(`POST ${subscriptionPath}/cancel`);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the paid plan, its next billing date and amount, and a scheduled change it can cancel', async () => {
    const paid: CurrentSubscription = {
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
      scheduled_change: {
        sub_class: 'core',
        sub_period: 'monthly',
        effective_at: trialEnd,
        price_cents: 1999,
      },
    };
    const api = stubApi({
      [`GET ${subscriptionPath}`]: { status: 200, body: paid },
      [`POST ${subscriptionPath}/change/cancel`]: {
        status: 200,
        body: { ...paid, scheduled_change: null },
      },
    });
    renderBilling();
    expect(await screen.findByRole('heading', { name: 'Complete plan' })).toBeTruthy();
    expect(screen.getByText('Renews on').nextElementSibling?.textContent).toBe('December 22, 2099');
    // The change takes effect on that day: the next payment is the new plan's.
    expect(screen.getByText('Next payment').nextElementSibling?.textContent).toBe('$19.99');
    const notice = screen.getByRole('note');
    expect(within(notice).getByText('Changes to Core on December 22, 2099')).toBeTruthy();
    expect(notice.textContent).toContain('You keep Complete until then.');
    expect(screen.getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe('/pricing');

    const user = userEvent.setup({ delay: null });
    await user.click(within(notice).getByRole('button', { name: 'Cancel change' }));
    await vi.waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(api.calls()).toContain(`POST ${subscriptionPath}/change/cancel`);
    expect(screen.getByText('Next payment').nextElementSibling?.textContent).toBe('$28.99');
  });

  it('offers the plans when there is none', async () => {
    stubApi({
      [`GET ${subscriptionPath}`]: {
        status: 200,
        body: {
          subscription: null,
          plan: { ...trial.plan, subscribed: false, on_trial: false },
          scheduled_change: null,
        },
      },
    });
    renderBilling();
    expect(await screen.findByRole('heading', { name: 'You have no plan yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('tells a scheduler calmly, in the server’s words, that billing is the owner’s', async () => {
    stubApi({
      [`GET ${subscriptionPath}`]: {
        status: 403,
        body: {
          detail: 'Your role (PRACTICE_SCHEDULER) does not allow billing.',
          code: 'platform.featureNotAllowed',
        },
      },
    });
    renderBilling();
    const notice = await screen.findByText(/does not allow billing/);
    expect(notice.closest('[role="alert"]')).toBeNull();
    expect(screen.getByText('Billing is managed by your practice')).toBeTruthy();
  });

  it.each([
    // Another 403 (the session ended): a failure to load, not the practice's billing.
    { code: 'accounts.notAuthenticated', detail: accountMessages.notAuthenticated },
    // The scheduler's words without the code decide nothing either.
    { code: undefined, detail: 'Your role (PRACTICE_SCHEDULER) does not allow billing.' },
  ])('decides on the code: a 403 coded $code is a failure to load', async ({ code, detail }) => {
    stubApi({ [`GET ${subscriptionPath}`]: { status: 403, body: { detail, code } } });
    renderBilling();
    expect(await screen.findByText('We could not load your plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
    expect(screen.queryByText('Billing is managed by your practice')).toBeNull();
  });
});
