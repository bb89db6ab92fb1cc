import { accountMessages, isSamePassword } from '@orchid/contracts';
import { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, fieldError } from '../../platform/http/app-error';
import { mayMailRecipient, resetLinkLimit } from '../../platform/mail/mail-to-others';
import { attemptKeys } from './attempts';
import { isCommonPassword } from './common-passwords';
import type { AccountsContext } from './context';
import { mailToken, peekToken, redeemToken } from './mail-tokens';
import * as repo from './repo';
import { revokeUserSessions } from './sessions';
import * as users from './users';

export const PASSWORD_RESET_JOB = 'accounts.password_reset_request';

export const PasswordResetJobSchema = z.object({
  username_or_email: z.string(),
  origin: z.object({ ip: z.string(), userAgent: z.string().nullable() }),
});

/**
 * Queues the reset and answers the same either way: whether the account exists is looked up
 * by the job, so a known and an unknown address cost the request the same work (no timing
 * tells them apart). Every request counts against the address asked for and the client's.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  usernameOrEmail: string,
  origin: RequestOrigin,
) {
  const keys = attemptKeys(usernameOrEmail, origin.ip);
  await ctx.throttle.assertOpen('forgot_password', keys);
  await ctx.throttle.fail('forgot_password', keys);
  await ctx.jobs.enqueue(PASSWORD_RESET_JOB, { username_or_email: usernameOrEmail, origin });
}

/** The job: mails a reset link when the account exists. */
export async function mailPasswordReset(
  ctx: AccountsContext,
  { username_or_email, origin }: z.output<typeof PasswordResetJobSchema>,
) {
  const found = await users.findUserByEmail(ctx.db, username_or_email);
  // A pending account (created by a professional, no password yet) may set one this way too.
  const user = found?.email ? { ...found, email: found.email } : undefined;
  const mailed = !!user && (await mayMailRecipient(ctx, user.email, resetLinkLimit));
  if (user && mailed) await mailToken(ctx, user, 'reset_password');
  await ctx.audit.record({
    action: 'password.reset_request',
    outcome: mailed ? 'success' : user ? 'denied' : 'failure',
    subjectUserId: user?.id ?? null,
    origin,
    ...(user && !mailed ? { detail: { reason: 'daily_limit' } } : {}),
  });
}

/**
 * Whether a reset link is still good, leaving it so (the reset page asks on opening). A link
 * never sent, used or expired answers the same, and counts as a failed try as in the reset.
 */
export async function checkResetLink(ctx: AccountsContext, token: string, origin: RequestOrigin) {
  const keys = attemptKeys(undefined, origin.ip);
  await ctx.throttle.assertOpen('mail_token', keys);
  const owner = await peekToken(ctx, 'reset_password', token);
  if (!owner) await ctx.throttle.fail('mail_token', keys);
  return !!owner;
}

/** Sets a new password with a reset link; every session of the account ends. */
export async function resetPasswordWithToken(
  ctx: AccountsContext,
  input: { token: string; newPassword: string },
  origin: RequestOrigin,
) {
  // Judge the password before using up the link, so a refused password keeps the link good.
  if (isCommonPassword(input.newPassword)) {
    throw fieldError(['new_password'], accountMessages.commonPassword);
  }
  const keys = attemptKeys(undefined, origin.ip);
  await ctx.throttle.assertOpen('mail_token', keys);
  const owner = await peekToken(ctx, 'reset_password', input.token);
  // The current password is refused as changing it refuses it (§5), the link kept good.
  // It counts as a failed try: the link must not become a way to guess the password.
  if (owner?.passwordHash && (await verifyPassword(owner.passwordHash, input.newPassword))) {
    await ctx.throttle.fail('mail_token', keys);
    await ctx.audit.record({
      action: 'password.reset',
      outcome: 'failure',
      subjectUserId: owner.id,
      origin,
      detail: { reason: 'same_password' },
    });
    throw new AppError('accounts.samePassword');
  }
  const user = owner && (await redeemToken(ctx, 'reset_password', input.token));
  if (!user) {
    await ctx.throttle.fail('mail_token', keys);
    throw new AppError('accounts.badToken');
  }
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await repo.updateUser(tx.db, user.id, {
      passwordHash,
      passwordChangedAt: now,
      modifiedAt: now,
      // The link reached the inbox, so the address is confirmed too.
      emailConfirmedAt: user.emailConfirmedAt ?? now,
    });
    await revokeUserSessions(tx, user.id, 'password_reset');
    await repo.expireAccountTokens(tx.db, user.id, 'reset_password', now);
    await tx.audit.record({
      action: 'password.reset',
      outcome: 'success',
      subjectUserId: user.id,
      origin,
    });
  });
}

/** Changes the password of the signed-in user; their other sessions end. */
export async function changePassword(
  ctx: AccountsContext,
  session: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  origin: RequestOrigin,
) {
  const user = await repo.findAccountById(ctx.db, session.userId);
  if (!user) throw new AppError('accounts.notAuthenticated');
  const keys = attemptKeys(user.email, origin.ip);
  await ctx.throttle.assertOpen('sign_in', keys);
  const audit = (outcome: 'success' | 'failure', log = ctx.audit) =>
    log.record({
      action: 'password.change',
      outcome,
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
    });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await ctx.throttle.fail('sign_in', keys);
    await audit('failure');
    throw new AppError('accounts.wrongCurrentPassword');
  }
  if (isSamePassword(input.currentPassword, input.newPassword)) {
    throw new AppError('accounts.samePassword');
  }
  if (isCommonPassword(input.newPassword)) {
    throw fieldError(['new_password'], accountMessages.commonPassword);
  }
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await repo.updateUser(tx.db, user.id, {
      passwordHash,
      passwordChangedAt: now,
      modifiedAt: now,
    });
    await revokeUserSessions(tx, user.id, 'password_change', session.sessionId);
    await audit('success', tx.audit);
  });
}
