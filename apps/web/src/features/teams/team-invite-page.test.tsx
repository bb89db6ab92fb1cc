import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { pendingInvite } from './pending-invite';
import { TeamInvitePage } from './team-invite-page';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const token = 'a-team-invitation-token-0123456789';
const acceptCall = 'POST /api/users/v1/team/invites/accept';
const team = { id: '0196f6a2-7c1e-7000-8000-0000000000bb', name: 'Okafor Counseling', members: [] };
const scheduler = testUser({
  user_type: 'orchid_pro',
  role: 'PRACTICE_SCHEDULER',
  team_id: team.id,
});

describe('the team invitation page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('accepts once for a signed-in professional and lands where the new role starts', async () => {
    let joined = false;
    const api = stubApi({
      'GET /api/users/v1/user_info': () => ({
        status: 200,
        body: joined
          ? scheduler
          : testUser({ user_type: 'orchid_pro', signup_form_finished: false }),
      }),
      [acceptCall]: () => {
        joined = true;
        return { status: 200, body: team };
      },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    await vi.waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/pro-dashboard/schedule'),
    );
    expect(api.bodies(acceptCall)).toEqual([{ token }]);
  });

  it('asks a guest to log in or register, and keeps the invitation for after', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 403, body: { detail: 'Not authenticated' } },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect(await screen.findByRole('button', { name: 'Log in to join' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeTruthy();
    expect(pendingInvite()).toBe(token);
  });

  it("shows the server's refusal with a way to use another account", async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'orchid_pro' }) },
      [acceptCall]: {
        status: 403,
        body: {
          detail:
            'This invitation was sent to another email address. Log in with that address to accept it.',
        },
      },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect((await screen.findByRole('alert')).textContent).toMatch(/sent to another email/);
    expect(screen.getByRole('button', { name: 'Log out and use another account' })).toBeTruthy();
  });

  it('says so when the link has no usable token', async () => {
    stubApi({});
    renderInApp(<TeamInvitePage />, { path: '/team-invite?token=short' });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeTruthy();
  });
});
