import { FEATURE_NAMES } from '@orchid/contracts/feature-access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { renderOnDashboard } from '../dashboard/render-on-dashboard';
import { TeamPage } from './team-page';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const teamId = '0196f6a2-7c1e-7000-8000-0000000000bb';
const owner = testUser({ user_type: 'orchid_pro', team_id: teamId, first_name: 'Maya' });
const theoId = '0196f6a2-7c1e-7000-8000-0000000000cc';
const member = (id: string, first: string, practiceOwner: boolean) => ({
  orchid_user_id: id,
  role: practiceOwner ? 'OWNER' : 'PRACTICE_SCHEDULER',
  first_name: first,
  last_name: 'Okafor',
  display_name: `${first} Okafor`,
  is_practice_owner: practiceOwner,
});
const ownerOnly = { id: teamId, name: 'Maya Okafor', members: [member(owner.sub, 'Maya', true)] };
const withTheo = { ...ownerOnly, members: [...ownerOnly.members, member(theoId, 'Theo', false)] };
const removeCall = `DELETE /api/users/v1/team/${teamId}/members/${theoId}`;

function renderTeam(answers: Parameters<typeof stubApi>[0] = {}, user = owner) {
  const api = stubApi({
    'GET /api/users/v1/access': {
      status: 200,
      body: {
        plan_type: 'core',
        role: 'OWNER',
        subscribed: false,
        on_trial: false,
        trial_ends_at: null,
        platform_access: false,
        features: Object.fromEntries(FEATURE_NAMES.map((feature) => [feature, true])),
      },
    },
    [`GET /api/users/v1/team/${teamId}`]: { status: 200, body: withTheo },
    'GET /api/users/v1/team/invites': { status: 200, body: { invites: [] } },
    ...answers,
  });
  renderOnDashboard(<TeamPage />, user, '/pro-dashboard/settings/team');
  return { api, person: userEvent.setup({ delay: null }) };
}

describe('the team page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('removes a member only after confirming', async () => {
    const { api, person } = renderTeam({ [removeCall]: { status: 200, body: ownerOnly } });
    await person.click(await screen.findByRole('button', { name: 'Remove Theo Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from your practice?' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls()).not.toContain(removeCall);

    await person.click(screen.getByRole('button', { name: 'Remove Theo Okafor' }));
    await person.click(
      within(screen.getByRole('dialog', { name: 'Remove from your practice?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    await vi.waitFor(() => expect(screen.queryByText('Theo Okafor')).toBeNull());
    expect(api.calls().filter((call) => call === removeCall)).toHaveLength(1);
    // The practice owner cannot be removed, so there is no button for them.
    expect(screen.queryByRole('button', { name: 'Remove Maya Okafor' })).toBeNull();
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const { person } = renderTeam({
      'POST /api/users/v1/team/invites': {
        status: 400,
        body: { detail: 'This person is already on your team.' },
      },
    });
    await person.type(await screen.findByRole('textbox', { name: /^Email/ }), 'theo@example.org');
    await person.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This person is already on your team.');
  });

  it("shows a clinician on another owner's team who is on it, without managing it", async () => {
    const clinician = testUser({ user_type: 'orchid_pro', sub: theoId, team_id: teamId });
    renderTeam({}, clinician);
    expect(
      await screen.findByText('Maya Okafor owns this practice and manages its team.'),
    ).toBeTruthy();
    expect(screen.getByText('Theo Okafor (you)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});
