import { FEATURE_NAMES, type FeatureName } from '@orchid/contracts/feature-access';
import { DEFAULT_CANCELLATION_POLICY } from '@orchid/contracts/professionals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { renderOnDashboard } from '../../dashboard/render-on-dashboard';
import { PoliciesPage } from './policies-page';

vi.mock('../../../app/toasts', () => ({ showToast: vi.fn() }));

const ownerId = '0196f6a2-7c1e-7000-8000-0000000000aa';
const teamId = '0196f6a2-7c1e-7000-8000-0000000000bb';
const policyPath = '/api/users/v1/orchid_pro/cancellation_policy';

const access = (without: FeatureName[]) => ({
  plan_type: 'complete',
  role: 'OWNER',
  subscribed: true,
  on_trial: false,
  trial_ends_at: null,
  platform_access: true,
  features: Object.fromEntries(FEATURE_NAMES.map((f) => [f, !without.includes(f)])),
});

describe('the policies page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a scheduler their owner's policy, read-only", async () => {
    const scheduler = testUser({
      user_type: 'orchid_pro',
      role: 'PRACTICE_SCHEDULER',
      team_id: teamId,
    });
    const api = stubApi({
      'GET /api/users/v1/access': {
        status: 200,
        body: { ...access(['edit-scheduling', 'dashboard']), role: 'PRACTICE_SCHEDULER' },
      },
      [`GET /api/users/v1/team/${teamId}`]: {
        status: 200,
        body: {
          id: teamId,
          name: 'Okafor Counseling',
          members: [
            {
              orchid_user_id: ownerId,
              role: 'OWNER',
              first_name: 'Maya',
              last_name: 'Okafor',
              display_name: 'Maya Okafor',
              is_practice_owner: true,
            },
          ],
        },
      },
      [`GET ${policyPath}?on_behalf_of=${ownerId}`]: {
        status: 200,
        body: { ...DEFAULT_CANCELLATION_POLICY, cancellation_limit_hours: 168 },
      },
    });
    renderOnDashboard(<PoliciesPage />, scheduler, '/pro-dashboard/policies');
    expect(await screen.findByText('7 days before the session')).toBeTruthy();
    expect(screen.getByText(/The policy of Maya Okafor's practice/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit policy' })).toBeNull();
    expect(api.calls()).not.toContain(`GET ${policyPath}`);
  });

  it('lets the owner change it, checked by the contracts schema', async () => {
    const owner = testUser({ user_type: 'orchid_pro' });
    const api = stubApi({
      'GET /api/users/v1/access': { status: 200, body: access([]) },
      [`GET ${policyPath}`]: { status: 200, body: DEFAULT_CANCELLATION_POLICY },
      [`PUT ${policyPath}`]: (body) => ({ status: 200, body }),
    });
    renderOnDashboard(<PoliciesPage />, owner, '/pro-dashboard/policies');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit policy' }));
    await user.click(screen.getByRole('radio', { name: 'A percent of the session rate' }));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    // A percent fee needs its percent.
    expect(await screen.findByText('Enter the percent')).toBeTruthy();
    expect(api.bodies(`PUT ${policyPath}`)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Percent of the session rate/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('50% of the session rate')).toBeTruthy();
    expect(api.bodies(`PUT ${policyPath}`)).toEqual([
      { ...DEFAULT_CANCELLATION_POLICY, fee_type: 'percent', fee_percent: 50 },
    ]);
  });
});
