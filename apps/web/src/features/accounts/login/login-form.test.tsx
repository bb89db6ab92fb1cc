import { accountMessages } from '@orchid/contracts/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { LoginForm } from './login-form';

const signInCall = 'POST /api/login/v1/initiate_auth';
const signedOut = { status: 403, body: { detail: accountMessages.notAuthenticated } };

type SignInBody = { username_or_email: string; password: string; mfa_code?: string };

/** A server where the given user signs in with `password`, and `code` when two-step is on. */
function server({
  password = 'Right-Pass-1!',
  code,
  usedCode,
}: {
  password?: string;
  code?: string;
  usedCode?: string;
} = {}) {
  let signedIn = false;
  const user = testUser({ user_type: 'orchid_pro', first_name: 'Maya' });
  return stubApi({
    'GET /api/users/v1/user_info': () => (signedIn ? { status: 200, body: user } : signedOut),
    'POST /api/login/v1/renew_access_token': signedOut,
    [signInCall]: (body) => {
      const attempt = body as SignInBody;
      if (attempt.password !== password) {
        return {
          status: 400,
          body: { detail: accountMessages.badCredentials, code: 'accounts.badCredentials' },
        };
      }
      if (code && !attempt.mfa_code) {
        return {
          status: 400,
          body: { detail: accountMessages.mfaRequired, code: 'accounts.mfaRequired' },
        };
      }
      if (usedCode && attempt.mfa_code === usedCode) {
        return {
          status: 400,
          body: { detail: accountMessages.mfaCodeUsed, code: 'accounts.mfaCodeUsed' },
        };
      }
      if (code && attempt.mfa_code !== code) {
        return {
          status: 400,
          body: { detail: accountMessages.badMfaCode, code: 'accounts.badMfaCode' },
        };
      }
      signedIn = true;
      return { status: 200, body: { nextStep: 'success' } };
    },
  });
}

function renderForm(onDone = vi.fn()) {
  renderInApp(<LoginForm landOnDashboard onDone={onDone} showRegisterButton={false} />, {
    path: '/login',
  });
  return { onDone, user: userEvent.setup() };
}

async function fillCredentials(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
}

describe('login form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('remembers the person by default, and sends the choice as remember_me', async () => {
    const api = server();
    const { user } = renderForm();
    const rememberMe = screen.getByRole('checkbox', { name: 'Remember me' });
    expect((rememberMe as HTMLInputElement).checked).toBe(true);

    await fillCredentials(user, '  maya@example.org ', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    await user.click(rememberMe);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(api.bodies(signInCall)).toHaveLength(2));

    expect(api.bodies(signInCall)).toEqual([
      { username_or_email: 'maya@example.org', password: 'wrong', remember_me: true },
      { username_or_email: 'maya@example.org', password: 'wrong', remember_me: false },
    ]);
  });

  it('asks to fill the form in, in words, without calling the server', async () => {
    const api = server();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill out all of the required fields correctly',
    );
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(api.calls()).not.toContain(signInCall);
  });

  it("shows the server's refusal in a red alert", async () => {
    server();
    const { user, onDone } = renderForm();
    await fillCredentials(user, 'maya@example.org', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.badCredentials);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('signs in, closes, and lands on the dashboard when the login began from the navigation', async () => {
    server();
    const { user, onDone } = renderForm();
    await fillCredentials(user, 'maya@example.org', 'Right-Pass-1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/pro-dashboard/homepage'),
    );
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('asks for the 2-step code when the server says it is required, and shows errors under it', async () => {
    const api = server({ code: '123456' });
    const { user, onDone } = renderForm();
    await fillCredentials(user, 'maya@example.org', 'Right-Pass-1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: '2-step verification' })).toBeTruthy();
    expect(
      screen.getByText(
        'Enter the 6-digit security codes you have received on your authentication app',
      ),
    ).toBeTruthy();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(document.activeElement).toBe(first);

    // Incomplete: the form says so and does not call the server.
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the 6-digit code from your authentication app')).toBeTruthy();

    await user.click(first);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const error = await screen.findByText(accountMessages.badMfaCode);
    expect(first.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(first);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.bodies(signInCall).map((body) => (body as SignInBody).mfa_code)).toEqual([
      undefined,
      '654321',
      '123456',
    ]);
  });

  it('says under the code input that a code was already used, and empties the boxes for the next', async () => {
    const api = server({ code: '123456', usedCode: '222222' });
    const { user, onDone } = renderForm();
    await fillCredentials(user, 'maya@example.org', 'Right-Pass-1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });

    await user.keyboard('222222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const error = await screen.findByText(accountMessages.mfaCodeUsed);
    expect(first.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByRole('alert')).toBeNull();
    for (const box of screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })) {
      expect((box as HTMLInputElement).value).toBe('');
    }

    await user.click(first);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.bodies(signInCall).map((body) => (body as SignInBody).mfa_code)).toEqual([
      undefined,
      '222222',
      '123456',
    ]);
  });

  it('takes a recovery code instead of the 6-digit code', async () => {
    const api = server({ code: 'abcde-23456' });
    const { user, onDone } = renderForm();
    await fillCredentials(user, 'maya@example.org', 'Right-Pass-1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));

    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter one of your recovery codes, like abcde-23456')).toBeTruthy();

    await user.clear(field);
    await user.type(field, ' ABCDE-23456 ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect((api.bodies(signInCall).at(-1) as SignInBody).mfa_code).toBe('abcde-23456');
  });

  it('opens the forgot password dialog, and links to registration and help', async () => {
    server();
    const { user } = renderForm();
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe('/get-started');
    expect(screen.getByRole('link', { name: 'Get help signing in' }).getAttribute('href')).toMatch(
      /^mailto:support@/,
    );

    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});
