import { FEATURE_NAMES, type FeatureName } from '@orchid/contracts/feature-access';
import { DEFAULT_AVAILABILITY } from '@orchid/contracts/scheduling';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { renderOnDashboard } from '../dashboard/render-on-dashboard';
import { AvailabilityPage } from './availability-page';
import { NEEDS_SESSION_TYPE } from './needs-session-type';
import { SessionTypesPage } from './session-types-page';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const ownerId = '0196f6a2-7c1e-7000-8000-0000000000aa';
const teamId = '0196f6a2-7c1e-7000-8000-0000000000bb';

const access = (without: FeatureName[]) => ({
  plan_type: 'complete',
  role: 'PRACTICE_SCHEDULER',
  subscribed: true,
  on_trial: false,
  trial_ends_at: null,
  platform_access: true,
  features: Object.fromEntries(FEATURE_NAMES.map((f) => [f, !without.includes(f)])),
});

const scheduler = testUser({
  user_type: 'orchid_pro',
  role: 'PRACTICE_SCHEDULER',
  team_id: teamId,
});

const schedulerApi = (more: Parameters<typeof stubApi>[0]) =>
  stubApi({
    'GET /api/users/v1/access': { status: 200, body: access(['edit-scheduling', 'dashboard']) },
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
    ...more,
  });

const sessionType = {
  appointment_type_id: '0196f6a2-7c1e-7000-8000-0000000000cc',
  label: 'Individual therapy',
  length_minutes: 50,
  price: 150,
  kind: 'one_on_one',
  seats: null,
  session_location_type: 'telehealth',
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'flat', amount: 40 },
  bookable_online: true,
  create_datetime: '2026-11-20T10:00:00Z',
  modify_datetime: '2026-11-20T10:00:00Z',
};

describe("a scheduler reads the owner's calendar setup", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sees the session types without ways to change them', async () => {
    const api = schedulerApi({
      [`GET /api/scheduler/v1/appointment_types/?on_behalf_of=${ownerId}`]: {
        status: 200,
        body: { appointment_types: [sessionType] },
      },
    });
    renderOnDashboard(<SessionTypesPage />, scheduler, '/pro-dashboard/settings/session-types');
    expect(await screen.findByText('Individual therapy')).toBeTruthy();
    expect(screen.getByText('Cancelling less than 1 day ahead costs $40.00')).toBeTruthy();
    expect(screen.getByText(/The session types of Maya Okafor's practice/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add session type|Edit|Delete/ })).toBeNull();
    expect(api.calls()).not.toContain('GET /api/scheduler/v1/appointment_types/');
  });

  it('is told who can add a session type when there is none, and sees the hours as text', async () => {
    schedulerApi({
      [`GET /api/scheduler/v1/appointment_types/?on_behalf_of=${ownerId}`]: {
        status: 200,
        body: { appointment_types: [] },
      },
      [`GET /api/scheduler/v1/availability?on_behalf_of=${ownerId}`]: {
        status: 200,
        body: { ...DEFAULT_AVAILABILITY, saved: true },
      },
    });
    renderOnDashboard(<AvailabilityPage />, scheduler, '/pro-dashboard/settings/availability');
    expect(await screen.findByText(NEEDS_SESSION_TYPE)).toBeTruthy();
    expect(screen.getByText('Only the practice owner can add session types.')).toBeTruthy();
    expect(await screen.findAllByText('9:00 AM – 5:00 PM')).toHaveLength(5);
    expect(screen.getByText('In America/New York')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save hours' })).toBeNull();
  });
});
