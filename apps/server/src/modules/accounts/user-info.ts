import type { UserInfo } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal, SignedInUser } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { type SessionRead, sessionRead } from '../../platform/http/session-reads';
import { minorsRead } from './minors';
import * as repo from './repo';

/** The user as GET /api/users/v1/user_info describes them (§3 User). */
function describe(user: SignedInUser, email: string, emailConfirmed: boolean) {
  return {
    sub: user.id,
    user_type: user.userType,
    role: user.role ?? 'OWNER',
    first_name: user.firstName,
    last_name: user.lastName,
    preferred_first_name: user.preferredFirstName,
    email,
    email_confirmed: emailConfirmed,
    signup_form_finished: user.signupFormFinished,
    signup_channel: user.signupChannel,
    groups: user.userType === 'orchid_pro' ? ['orchid_pro'] : [],
    // Filled in by the teams and professionals modules (UserInfoExtras).
    team_id: null,
    business_entity_name: null,
    is_test_user: user.isTestUser,
    timezone: user.timezone,
    modify_datetime: user.modifiedAt.toISOString(),
    create_datetime: user.createdAt.toISOString(),
    profile_approved_to_use_the_platform: user.profileApproved,
    ai_free_trial_start_datetime: user.aiFreeTrialStartAt?.toISOString() ?? null,
    mfa_enabled: user.mfaEnabledAt !== null,
    is_operator: user.operatorSince !== null,
  };
}

/** What other modules add to a professional's user info, read with the session. */
export type UserInfoExtras = SessionRead<Pick<UserInfo, 'team_id' | 'business_entity_name'>>;

/**
 * The signed-in user; while a guardian acts for a minor, the minor, reached through the
 * guardian's e-mail, with guardian_token_exp and current_minor_user_id (§3).
 */
export async function userInfo(
  ctx: AppContext,
  principal: Principal,
  extras: UserInfoExtras,
): Promise<UserInfo> {
  const refused = () => new AppError('accounts.notAuthenticated');
  if (principal.acting) {
    const { guardian } = principal.acting;
    const minor = await repo.findUserInfo(ctx.db, principal.userId);
    if (!minor || !guardian.email) throw refused();
    return {
      ...describe(minor, guardian.email, guardian.emailConfirmedAt !== null),
      minors: [],
      guardian_token_exp: principal.acting.until.toISOString(),
      current_minor_user_id: minor.id,
    };
  }
  // The user's row, the minors and the practice came with the session (the route's reads).
  const user = principal.user;
  if (!user?.email) throw refused();
  // Each read is for one user type (onlyFor): a professional has no minors, a member no practice.
  const minors = sessionRead(principal, minorsRead) ?? [];
  return {
    ...describe(user, user.email, user.emailConfirmedAt !== null),
    ...sessionRead(principal, extras),
    minors: minors.map(({ relationship: _, ...minor }) => minor),
  };
}
