import { subscriptionMessages } from '@orchid/contracts/subscriptions';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { PaymentConfirmationPage } from './payment-confirmation-page';

const checkoutId = '0196f6a2-7c1e-7000-8000-0000000000cc';
const checkoutCall = `GET /api/users/v1/subscription/checkout/${checkoutId}`;
const professional = testUser({ user_type: 'orchid_pro' });

function renderConfirmation() {
  renderInApp(<PaymentConfirmationPage />, {
    path: `/payment-confirmation?checkout_id=${checkoutId}`,
  });
}

describe('the payment confirmation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the payment went through', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: professional },
      [checkoutCall]: {
        status: 200,
        body: {
          checkout_id: checkoutId,
          status: 'completed',
          sub_class: 'complete',
          sub_period: 'monthly',
          amount_cents: 4999,
          decline_code: null,
          billing_starts_at: null,
        },
      },
    });
    renderConfirmation();
    expect(await screen.findByRole('heading', { level: 1, name: /plan is active/ })).toBeTruthy();
  });

  it('tells of a checkout that is not theirs or does not exist in the server’s words', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: professional },
      [checkoutCall]: {
        status: 404,
        body: {
          detail: subscriptionMessages.checkoutNotFound,
          code: 'subscriptions.checkoutNotFound',
        },
      },
    });
    renderConfirmation();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(subscriptionMessages.checkoutNotFound))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeTruthy();
  });

  it.each<{ name: string; answers: Parameters<typeof stubApi>[0] }>([
    // Unlisted calls answer 404 {detail: 'Not Found'}, as a server without the route would.
    { name: 'no API at that path', answers: {} },
    {
      name: 'the words without the code',
      answers: {
        [checkoutCall]: { status: 404, body: { detail: subscriptionMessages.checkoutNotFound } },
      },
    },
  ])('decides on the code: a 404 with $name is a failure with a retry', async ({ answers }) => {
    stubApi({ 'GET /api/users/v1/user_info': { status: 200, body: professional }, ...answers });
    renderConfirmation();
    expect(await screen.findByText('We could not load your payment')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('We could not find this payment')).toBeNull();
  });
});
