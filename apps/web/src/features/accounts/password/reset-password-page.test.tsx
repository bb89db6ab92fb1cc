import { accountMessages } from '@orchid/contracts/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { ResetPasswordPage } from './reset-password-page';

const token = 'a-good-token-from-the-mail-0123456789';
const signedOut = { status: 403, body: { detail: accountMessages.notAuthenticated } };
const resetCall = 'POST /api/login/v1/reset_password';

/** The server of a reset link that is still good, for an account whose password is `current`. */
function server({ current = 'Old-Pass-2026!' } = {}) {
  return stubApi({
    'GET /api/users/v1/user_info': signedOut,
    'POST /api/login/v1/renew_access_token': signedOut,
    'POST /api/login/v1/reset_password/check': { status: 200, body: { valid: true } },
    [resetCall]: (body) =>
      (body as { new_password: string }).new_password === current
        ? {
            status: 400,
            body: { detail: accountMessages.samePassword, code: 'accounts.samePassword' },
          }
        : { status: 200, body: { password_reset: true } },
  });
}

function renderPage(search = `?token=${token}`) {
  renderInApp(<ResetPasswordPage />, { path: `/reset-password${search}` });
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string) {
  const field = await screen.findByLabelText(/^New password/, { selector: 'input' });
  await user.type(field, password);
  await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Reset my password' }));
  return field;
}

describe('reset password page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says under the new password when it is the current one, and then takes another', async () => {
    const api = server({ current: 'Old-Pass-2026!' });
    const user = renderPage();
    const field = await choose(user, 'Old-Pass-2026!');

    const error = await screen.findByText(accountMessages.samePassword);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field);
    await user.type(field, 'Fresh-Pass-2027?');
    await user.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await user.type(
      screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'Fresh-Pass-2027?',
    );
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(
      await screen.findByRole('heading', { name: 'Your password has been reset' }),
    ).toBeTruthy();
    expect(api.bodies(resetCall)).toEqual([
      { token, new_password: 'Old-Pass-2026!' },
      { token, new_password: 'Fresh-Pass-2027?' },
    ]);
  });
});
