import type { UserInfo } from '@orchid/contracts/accounts';

/** A complete, signed-up user as GET /api/users/v1/user_info answers, for tests. */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    sub: '0196f6a2-7c1e-7000-8000-000000000001',
    user_type: 'member',
    role: 'OWNER',
    first_name: 'Rosa',
    last_name: 'Diaz',
    preferred_first_name: null,
    email: 'rosa@example.org',
    email_confirmed: true,
    signup_form_finished: true,
    signup_channel: null,
    groups: [],
    minors: [],
    team_id: null,
    business_entity_name: null,
    is_test_user: false,
    timezone: 'America/New_York',
    modify_datetime: '2025-01-02T10:00:00Z',
    create_datetime: '2025-01-02T10:00:00Z',
    profile_approved_to_use_the_platform: false,
    ai_free_trial_start_datetime: null,
    mfa_enabled: false,
    is_operator: false,
    ...overrides,
  };
}
