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
const checkCall = 'POST /api/login/v1/reset_password/check';
const usedOrExpired = 'This reset link has been used or has expired';

/** The server of a reset link that is still good, for an account whose password is `current`. */
function server({ current = 'Old-Pass-2026!', valid = true, expiresWhileTyping = false } = {}) {
  return stubApi({
    'GET /api/users/v1/user_info': signedOut,
    'POST /api/login/v1/renew_access_token': signedOut,
    [checkCall]: { status: 200, body: { valid } },
    'PUT /api/login/v1/forgot_password': { status: 200, body: { sent: true } },
    [resetCall]: (body) =>
      expiresWhileTyping
        ? { status: 400, body: { detail: accountMessages.badToken, code: 'accounts.badToken' } }
        : (body as { new_password: string }).new_password === current
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

  it('says at once that a used or expired link no longer works, and sends a new one from there', async () => {
    const api = server({ valid: false });
    const user = renderPage();

    expect(await screen.findByRole('heading', { name: usedOrExpired })).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).toBeNull();
    expect(api.bodies(checkCall)).toEqual([{ token }]);
    expect(api.calls()).not.toContain(resetCall);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' maya@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const sent = (await screen.findByText('Password link sent')).closest('[role="status"]');
    expect(sent?.textContent).toContain('maya@example.org');
    expect(api.bodies('PUT /api/login/v1/forgot_password')).toEqual([
      { username_or_email: 'maya@example.org' },
    ]);
  });

  it('shows the form only once the link is known to be good', async () => {
    server();
    renderPage();
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByLabelText(/^New password/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: usedOrExpired })).toBeNull();
  });

  it('does not ask the server about a link that was never ours', async () => {
    for (const search of ['', '?token=short']) {
      const api = server();
      const { unmount } = renderInApp(<ResetPasswordPage />, { path: `/reset-password${search}` });
      expect(await screen.findByRole('heading', { name: usedOrExpired })).toBeTruthy();
      expect(api.calls()).not.toContain(checkCall);
      unmount();
    }
  });

  it('says the link no longer works when it expires while the password is typed', async () => {
    server({ expiresWhileTyping: true });
    const user = renderPage();
    await choose(user, 'Fresh-Pass-2027?');
    expect(await screen.findByRole('heading', { name: usedOrExpired })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeTruthy();
  });
});
