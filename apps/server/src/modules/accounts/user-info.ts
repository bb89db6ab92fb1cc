import { accountMessages, type UserInfo } from '@orchid/contracts';
import { AppError } from '../../platform/http/app-error';
import type { AccountsContext } from './context';
import * as repo from './repo';

/** The user as GET /api/users/v1/user_info describes them (§3 User). */
export function toUserInfo(user: repo.User): UserInfo {
  return {
    sub: user.id,
    user_type: user.userType,
    role: user.role ?? 'OWNER',
    first_name: user.firstName,
    last_name: user.lastName,
    preferred_first_name: user.preferredFirstName,
    email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    signup_form_finished: user.signupFormFinished,
    signup_channel: user.signupChannel,
    groups: user.userType === 'orchid_pro' ? ['orchid_pro'] : [],
    // Minors and teams arrive with the members and professionals issues.
    minors: [],
    team_id: null,
    business_entity_name: null,
    is_test_user: user.isTestUser,
    timezone: user.timezone,
    modify_datetime: user.modifiedAt.toISOString(),
    create_datetime: user.createdAt.toISOString(),
    profile_approved_to_use_the_platform: user.profileApproved,
    ai_free_trial_start_datetime: user.aiFreeTrialStartAt?.toISOString() ?? null,
    mfa_enabled: user.mfaEnabledAt !== null,
  };
}

export async function userInfo(ctx: AccountsContext, userId: string): Promise<UserInfo> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError(403, accountMessages.notAuthenticated);
  return toUserInfo(user);
}
