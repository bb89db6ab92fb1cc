import type { PlanStateUser } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import type { SignedInUser } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';
import * as users from './users';

// What other modules may read and change of an account: names, contact, sign-up state.

export type AccountSummary = {
  id: string;
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
  /** A minor is reached through the guardian's address. */
  email: string;
  emailConfirmed: boolean;
  signupFormFinished: boolean;
};

/** The account behind a member or a minor (with its guardian's contact). */
export async function accountSummary(
  ctx: AppContext,
  userId: string,
  guardianUserId?: string,
): Promise<AccountSummary> {
  const user = await users.findUserById(ctx.db, userId);
  const contact = guardianUserId ? await repo.findAccountById(ctx.db, guardianUserId) : user;
  if (!user || !contact?.email) throw new AppError('accounts.notAuthenticated');
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredFirstName: user.preferredFirstName,
    email: contact.email,
    emailConfirmed: contact.emailConfirmedAt !== null,
    signupFormFinished: user.signupFormFinished,
  };
}

/** Saves a person's names (those given); `finishSignup` marks the required sign-up as done. */
export async function saveNames(
  ctx: AppContext,
  userId: string,
  names: { firstName?: string; lastName?: string; preferredFirstName?: string | null },
  options: { finishSignup: boolean },
) {
  await repo.updateUser(ctx.db, userId, {
    ...names,
    ...(options.finishSignup ? { signupFormFinished: true } : {}),
    modifiedAt: ctx.clock.now(),
  });
}

export type ProfessionalAccount = {
  id: string;
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
  signupFormFinished: boolean;
};

/** The professional with this id; undefined for anyone else (members, unknown ids). */
export async function professionalAccount(
  ctx: AppContext,
  userId: string,
): Promise<ProfessionalAccount | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const user = await users.findUserById(ctx.db, userId);
  if (user?.userType !== 'orchid_pro') return undefined;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredFirstName: user.preferredFirstName,
    signupFormFinished: user.signupFormFinished,
  };
}

/** Sets a professional's team role; null means OWNER of their own practice (§3). */
export async function setRole(
  ctx: AppContext,
  userId: string,
  role: 'PRACTICE_SCHEDULER' | 'OWNER' | null,
) {
  await repo.updateUser(ctx.db, userId, { role, modifiedAt: ctx.clock.now() });
}

/**
 * Marks sign-up finished and, when a mailed link proved it, the address confirmed (joining a
 * team from an invitation: a scheduler has no clinical onboarding to do).
 */
export async function markJoinedByMail(
  ctx: AppContext,
  userId: string,
  options: { finishSignup: boolean },
) {
  const user = await users.findUserById(ctx.db, userId);
  if (!user) return;
  const now = ctx.clock.now();
  await repo.updateUser(ctx.db, userId, {
    emailConfirmedAt: user.emailConfirmedAt ?? now,
    ...(options.finishSignup ? { signupFormFinished: true } : {}),
    modifiedAt: now,
  });
}

/**
 * What the plan rules read of a professional's account (contracts' planState); `known` is the
 * row the guard read with the session, used when it is this user's.
 */
export async function planFacts(
  ctx: AppContext,
  userId: string,
  known?: SignedInUser,
): Promise<PlanStateUser> {
  const user = known?.id === userId ? known : await repo.findPlanFacts(ctx.db, userId);
  if (!user) throw new AppError('accounts.notAuthenticated');
  return {
    sub: user.id,
    create_datetime: user.createdAt,
    role: user.role,
    profile_approved_to_use_the_platform: user.profileApproved,
    ai_free_trial_start_datetime: user.aiFreeTrialStartAt,
    signup_channel: user.signupChannel,
  };
}
