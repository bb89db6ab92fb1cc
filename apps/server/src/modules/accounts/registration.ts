import type { UserType } from '@orchid/contracts';
import { accountMessages } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import { hashPassword } from '../../platform/crypto/passwords';
import { AppError, fieldError } from '../../platform/http/app-error';
import { attemptKeys } from './attempts';
import { isCommonPassword } from './common-passwords';
import type { AccountsContext } from './context';
import { mailToken, redeemToken } from './mail-tokens';
import * as repo from './repo';
import { startSession } from './sessions';

export type Registration = {
  userType: UserType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/**
 * Creates an account, mails its confirmation link and signs it in (so the Verify your email
 * dialog can ask for the link again).
 */
export async function registerAccount(
  ctx: AccountsContext,
  input: Registration,
  origin: RequestOrigin,
) {
  if (isCommonPassword(input.password)) {
    throw fieldError(['user_in', 'password'], accountMessages.commonPassword);
  }
  const now = ctx.clock.now();
  const user = await repo.insertUser(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    userType: input.userType,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordChangedAt: now,
    createdAt: now,
    modifiedAt: now,
  });
  if (!user) throw new AppError(400, accountMessages.emailTaken);
  await ctx.audit.record({
    action: 'account.register',
    outcome: 'success',
    actorUserId: user.id,
    subjectUserId: user.id,
    origin,
    detail: { user_type: user.userType },
  });
  await mailToken(ctx, user, 'confirm_email');
  const cookies = await startSession(ctx, user.id, { rememberMe: true, origin });
  return { user, cookies };
}

export async function resendConfirmation(ctx: AccountsContext, userId: string) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError(403, accountMessages.notAuthenticated);
  if (user.emailConfirmedAt) throw new AppError(400, accountMessages.alreadyConfirmed);
  await mailToken(ctx, user, 'confirm_email');
}

/** Confirms the address a link was sent to. Links work once and for 7 days. */
export async function confirmEmailAddress(
  ctx: AccountsContext,
  token: string,
  origin: RequestOrigin,
) {
  const keys = attemptKeys(undefined, origin.ip);
  await ctx.throttle.assertOpen('mail_token', keys);
  const user = await redeemToken(ctx, 'confirm_email', token);
  if (!user) {
    await ctx.throttle.fail('mail_token', keys);
    throw new AppError(400, accountMessages.badToken);
  }
  if (!user.emailConfirmedAt) {
    const now = ctx.clock.now();
    await repo.updateUser(ctx.db, user.id, { emailConfirmedAt: now, modifiedAt: now });
  }
  await ctx.audit.record({
    action: 'account.confirm_email',
    outcome: 'success',
    subjectUserId: user.id,
    origin,
  });
}
