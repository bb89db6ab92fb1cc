import type { UserInfo } from '@orchid/contracts/accounts';
import { FEATURE_NAMES } from '@orchid/contracts/feature-access';
import { teamMessages } from '@orchid/contracts/teams';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { renderOnDashboard } from '../dashboard/render-on-dashboard';
import { ProSettingsLayout } from '../dashboard/settings/settings-layout';
import { PracticeAuditPage } from './practice-audit-page';

const teamId = '0196f6a2-7c1e-7000-8000-0000000000bb';
const ownerId = '0196f6a2-7c1e-7000-8000-000000000001';
const clinicianId = '0196f6a2-7c1e-7000-8000-0000000000cc';
const schedulerId = '0196f6a2-7c1e-7000-8000-0000000000dd';
const eventsPath = '/api/users/v1/audit_events';
const teamCall = `GET /api/users/v1/team/${teamId}`;

const pro = (overrides: Partial<UserInfo> = {}) =>
  testUser({ user_type: 'orchid_pro', first_name: 'Maya', last_name: 'Okafor', ...overrides });
const member = (id: string, name: string, role: string, owner: boolean) => ({
  orchid_user_id: id,
  role,
  first_name: name.split(' ')[0],
  last_name: name.split(' ')[1],
  display_name: name,
  is_practice_owner: owner,
});
const team = {
  id: teamId,
  name: 'Okafor Counseling',
  members: [
    member(ownerId, 'Maya Okafor', 'OWNER', true),
    member(clinicianId, 'Theo Banks', 'OWNER', false),
    member(schedulerId, 'Iris Novak', 'PRACTICE_SCHEDULER', false),
  ],
};
const event = (actorId: string, actorName: string, what: string) => ({
  id: '0196f6a2-7c1e-7000-8000-0000000000e1',
  at: '2026-03-02T15:30:00Z',
  actor_user_id: actorId,
  actor_name: actorName,
  subject_user_id: ownerId,
  subject_name: 'Maya Okafor',
  action: 'professional.practice_read',
  what,
  outcome: 'success',
  ip: null,
});
const page = (events: unknown[]) => ({ status: 200, body: { events, next_before: null } });

type Answers = Parameters<typeof stubApi>[0];

function renderAudit(user: UserInfo, answers: Answers = {}) {
  const api = stubApi({
    [`GET ${eventsPath}?limit=20`]: page([event(ownerId, 'Maya Okafor', 'Signed in')]),
    [teamCall]: { status: 200, body: team },
    ...answers,
  });
  renderOnDashboard(<PracticeAuditPage />, user, '/pro-dashboard/settings/audit-events');
  return { api, person: userEvent.setup({ delay: null }) };
}

/** The query of each audit search the page made, in order. */
const searches = (api: ReturnType<typeof stubApi>) =>
  api
    .calls()
    .filter((call) => call.startsWith(`GET ${eventsPath}`))
    .map((call) => Object.fromEntries(new URL(call.slice(4), 'http://x').searchParams));

describe('the practice audit events page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the practice owner narrow the events to one person of the team', async () => {
    const { api, person } = renderAudit(pro({ sub: ownerId, team_id: teamId }), {
      [`GET ${eventsPath}?limit=20&actor=${schedulerId}`]: page([
        event(schedulerId, 'Iris Novak', 'Viewed the practice profile for the owner'),
      ]),
    });
    expect(await screen.findByText('Maya Okafor: Signed in')).toBeTruthy();
    await person.click(screen.getByRole('combobox', { name: 'Done by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Maya Okafor (you)', 'Theo Banks', 'Iris Novak']);
    await person.click(screen.getByRole('option', { name: 'Iris Novak' }));
    const found = await screen.findByRole('list', { name: 'Audit events found' });
    expect(
      await within(found).findByText('Iris Novak: Viewed the practice profile for the owner'),
    ).toBeTruthy();
    expect(searches(api).at(-1)).toEqual({ limit: '20', actor: schedulerId });
  });

  it('offers a practice of one its owner alone, without asking for a team', async () => {
    const { api, person } = renderAudit(pro({ sub: ownerId, team_id: null }));
    expect(await screen.findByText('Maya Okafor: Signed in')).toBeTruthy();
    await person.click(screen.getByRole('combobox', { name: 'Done by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Maya Okafor (you)',
    ]);
    await person.click(screen.getByRole('option', { name: 'Maya Okafor (you)' }));
    await vi.waitFor(() => expect(searches(api).at(-1)).toEqual({ limit: '20', actor: ownerId }));
    expect(api.calls().some((call) => call.includes('/team/'))).toBe(false);
  });

  it('tells a clinician on another owner’s team that the log is the owner’s, and asks nothing of it', async () => {
    const { api } = renderAudit(pro({ sub: clinicianId, team_id: teamId, role: 'OWNER' }));
    expect(
      await screen.findByRole('heading', { name: 'This page is not part of your account' }),
    ).toBeTruthy();
    expect(screen.getByText(teamMessages.ownerOnlyAudit)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(searches(api)).toEqual([]);
  });

  it('says so, by its code, when the server refuses the search to someone else', async () => {
    renderAudit(pro({ sub: ownerId, team_id: null }), {
      [`GET ${eventsPath}?limit=20`]: {
        status: 403,
        body: { detail: teamMessages.ownerOnlyAudit, code: 'teams.ownerOnlyAudit' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This page is not part of your account' }),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Done by' })).toBeNull();
  });

  it('searches whole days in the professional’s time zone, the last day to its last instant', async () => {
    const { api } = renderAudit(pro({ sub: ownerId, timezone: 'Asia/Tokyo' }));
    expect(await screen.findByText('Maya Okafor: Signed in')).toBeTruthy();
    // Shown in Tokyo time, whatever zone the browser is in.
    expect(screen.getByText('Mar 3, 2026, 12:30 AM')).toBeTruthy();
    expect(screen.getByText(/your time zone, Asia\/Tokyo/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-04' } });
    await vi.waitFor(() =>
      expect(searches(api).at(-1)).toEqual({
        limit: '20',
        from: '2026-03-01T15:00:00.000Z',
        to: '2026-03-04T14:59:59.999Z',
      }),
    );
  });

  it('uses the browser’s time zone when the professional has none', async () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' ');
    renderAudit(pro({ sub: ownerId, timezone: null }));
    expect(await screen.findByText(`Days and times are in your time zone, ${here}.`)).toBeTruthy();
  });
});

describe('the settings tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  const access = {
    status: 200,
    body: {
      plan_type: 'core',
      role: 'OWNER',
      subscribed: true,
      on_trial: false,
      trial_ends_at: null,
      platform_access: true,
      features: Object.fromEntries(FEATURE_NAMES.map((feature) => [feature, true])),
    },
  };
  const tabs = async (user: UserInfo) => {
    stubApi({ 'GET /api/users/v1/access': access, [teamCall]: { status: 200, body: team } });
    renderOnDashboard(<ProSettingsLayout />, user, '/pro-dashboard/settings');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    await within(nav).findByRole('link', { name: 'Team' });
    return nav;
  };

  it('show the audit events to the practice owner', async () => {
    const nav = await tabs(pro({ sub: ownerId, team_id: teamId }));
    expect(await within(nav).findByRole('link', { name: 'Audit events' })).toBeTruthy();
  });

  it('do not show them to a clinician with the same plan on another owner’s team', async () => {
    const nav = await tabs(pro({ sub: clinicianId, team_id: teamId, role: 'OWNER' }));
    // The team has answered: the clinician is on it, not its owner.
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Billing' })).toBeTruthy());
    expect(within(nav).queryByRole('link', { name: 'Audit events' })).toBeNull();
  });
});
