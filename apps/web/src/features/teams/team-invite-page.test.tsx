import { platformMessages } from '@orchid/contracts/error-codes';
import { teamMessages } from '@orchid/contracts/teams';
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
const previewCall = 'POST /api/users/v1/team/invites/preview';
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

  it('tells a guest who invites, to which practice and as what, and registers with that address', async () => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 403, body: { detail: 'Not authenticated' } },
      [previewCall]: {
        status: 200,
        body: {
          email: 'front.desk@example.org',
          role: 'PRACTICE_SCHEDULER',
          practice_name: 'Lee Counseling PLLC',
          invited_by: 'Jordan Lee',
          expires_datetime: '2026-12-08T12:00:00.000Z',
        },
      },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Lee Counseling PLLC' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Jordan Lee invited you to join Lee Counseling PLLC on Orchid as its practice scheduler (front desk).',
      ),
    ).toBeTruthy();
    // A front-desk person is not asked to create a professional account.
    expect(screen.getByRole('heading', { level: 2, name: 'Create your account' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(email.value).toBe('front.desk@example.org');
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Log in to join' })).toBeTruthy();
    expect(api.bodies(previewCall)).toEqual([{ token }]);
    expect(pendingInvite()).toBe(token);
  });

  it('says at once when the link is no longer good', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 403, body: { detail: 'Not authenticated' } },
      [previewCall]: {
        status: 400,
        body: { detail: teamMessages.badInvite, code: 'teams.badInvite' },
      },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeTruthy();
  });

  it("shows the server's refusal with a way to use another account", async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'orchid_pro' }) },
      [acceptCall]: {
        status: 403,
        body: { detail: teamMessages.otherAddress, code: 'teams.otherAddress' },
      },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect((await screen.findByRole('alert')).textContent).toMatch(/sent to another email/);
    expect(screen.getByRole('button', { name: 'Log out and use another account' })).toBeTruthy();
  });

  it('offers another account to a member, whose account cannot join a practice', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'member' }) },
      [acceptCall]: {
        status: 403,
        body: { detail: platformMessages.onlyProfessionals, code: 'platform.onlyProfessionals' },
      },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect((await screen.findByRole('alert')).textContent).toBe(platformMessages.onlyProfessionals);
    expect(screen.getByRole('button', { name: 'Log out and use another account' })).toBeTruthy();
  });

  it.each([
    // Another 403: the session ended on the way. Another account is no answer to it.
    { status: 403, code: 'accounts.notAuthenticated', detail: 'Not authenticated' },
    // The words of the other-address refusal without its code decide nothing either.
    { status: 403, code: undefined, detail: teamMessages.otherAddress },
    { status: 400, code: 'teams.badInvite', detail: teamMessages.badInvite },
  ])('offers only the dashboard for a refusal coded $code', async ({ status, code, detail }) => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'orchid_pro' }) },
      [acceptCall]: { status, body: { detail, code } },
    });
    renderInApp(<TeamInvitePage />, { path: `/team-invite?token=${token}` });
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out and use another account' })).toBeNull();
  });

  it('says so when the link has no usable token', async () => {
    stubApi({});
    renderInApp(<TeamInvitePage />, { path: '/team-invite?token=short' });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeTruthy();
  });
});
