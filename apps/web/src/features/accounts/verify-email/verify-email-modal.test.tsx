import { accountMessages } from '@orchid/contracts/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../../app/modals/modals';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { canCloseVerifyEmail } from './verify-email-closable';

const resendCall = 'PUT /api/users/v1/resend_email_confirmation';

function OpenVerify() {
  const { open } = useModals();
  useEffect(() => open('verify-email', { email: 'iris@example.org' }), [open]);
  return null;
}

// The dialog's code loads when it is first opened.
async function renderDialog(path: string) {
  renderInApp(<OpenVerify />, { path });
  return {
    user: userEvent.setup(),
    dialog: await screen.findByRole('dialog', { name: 'Verify your email' }),
  };
}

describe('Verify your email dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('can be closed anywhere but on the dashboards', () => {
    expect(canCloseVerifyEmail('/member-register')).toBe(true);
    expect(canCloseVerifyEmail('/')).toBe(true);
    expect(canCloseVerifyEmail('/pro-dashboard/homepage')).toBe(false);
    expect(canCloseVerifyEmail('/member-dashboard')).toBe(false);
    expect(canCloseVerifyEmail('/member-dashboard-tour')).toBe(true);
  });

  it('closes with its button or Escape outside the dashboards', async () => {
    stubApi({});
    const { user, dialog } = await renderDialog('/professional-register');
    expect(dialog.textContent).toContain('iris@example.org');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a dashboard, offering to log out instead', async () => {
    stubApi({});
    const { user } = await renderDialog('/pro-dashboard/homepage');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('resends the link, and says why when it cannot', async () => {
    let answer = { status: 200, body: { sent: true } } as { status: number; body: unknown };
    const api = stubApi({ [resendCall]: () => answer });
    const { user } = await renderDialog('/member-dashboard/homepage');
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    await vi.waitFor(() => expect(api.calls()).toContain(resendCall));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = { status: 400, body: { detail: accountMessages.alreadyConfirmed } };
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to resend confirmation email');
    expect(alert.textContent).toContain(accountMessages.alreadyConfirmed);
  });
});
