import type { RequestOrigin } from '../../platform/audit/audit';
import {
  dummyPasswordHash,
  hashPassword,
  passwordNeedsRehash,
  verifyPassword,
} from '../../platform/crypto/passwords';
import { AppError } from '../../platform/http/app-error';
import { accountKey, attemptKeys } from './attempts';
import type { AccountsContext } from './context';
import * as repo from './repo';
import { startSession } from './sessions';
import { verifySecondFactor } from './two-step';
import * as users from './users';

export type SignInInput = {
  usernameOrEmail: string;
  password: string;
  mfaCode?: string | undefined;
  rememberMe: boolean;
};

/**
 * Signs in with e-mail and password, and a code when two-step verification is on. Wrong
 * passwords count against the account and the address; a locked one gets 429 whatever the
 * password. Unknown addresses take as long and answer the same as wrong passwords.
 */
export async function signIn(ctx: AccountsContext, input: SignInInput, origin: RequestOrigin) {
  const keys = attemptKeys(input.usernameOrEmail, origin.ip);
  const counted = await ctx.throttle.assertOpen('sign_in', keys);

  const found = await users.findUserByEmail(ctx.db, input.usernameOrEmail);
  // An account without a password yet (created by a professional) cannot sign in.
  const user = repo.isAccount(found) ? found : undefined;
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash, input.password).then(() => false);
  if (!user || !passwordOk) {
    await ctx.throttle.fail('sign_in', keys);
    await ctx.audit.record({
      action: 'session.sign_in',
      outcome: 'failure',
      subjectUserId: found?.id ?? null,
      origin,
      detail: { reason: user ? 'wrong_password' : found ? 'no_password' : 'unknown_account' },
    });
    throw new AppError('accounts.badCredentials');
  }

  if (user.mfaEnabledAt) {
    if (!input.mfaCode) throw new AppError('accounts.mfaRequired');
    const refusal = await verifySecondFactor(ctx, user, input.mfaCode, origin);
    if (refusal) {
      await ctx.audit.record({
        action: 'session.sign_in',
        outcome: 'failure',
        subjectUserId: user.id,
        origin,
        detail: { reason: refusal === 'accounts.mfaCodeUsed' ? 'used_mfa_code' : 'wrong_mfa_code' },
      });
      throw new AppError(refusal);
    }
  }

  // Most sign-ins follow no failure: then there is nothing to forget, and no write.
  const account = accountKey(input.usernameOrEmail);
  if (counted.has(account)) await ctx.throttle.clear('sign_in', account);
  if (passwordNeedsRehash(user.passwordHash)) {
    await repo.updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password) });
  }
  return startSession(ctx, user.id, {
    rememberMe: input.rememberMe,
    origin,
    audit: {
      action: 'session.sign_in',
      outcome: 'success',
      actorUserId: user.id,
      subjectUserId: user.id,
      origin,
      detail: { mfa: !!user.mfaEnabledAt, remember_me: input.rememberMe },
    },
  });
}
