import type { AppContext } from '../../platform/context';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import { completeSignupMail, confirmationMail, passwordResetMail } from './mails';
import * as repo from './repo';
import * as users from './users';

const lifetimes = {
  confirm_email: 7 * 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
  complete_signup: 7 * 24 * 60 * 60_000,
} satisfies Record<repo.TokenPurpose, number>;

const mails = {
  confirm_email: confirmationMail,
  reset_password: passwordResetMail,
  complete_signup: completeSignupMail,
};

/**
 * Mails a single-use link for `purpose`; earlier unused links of that purpose stop working.
 * Only the token's digest is stored.
 */
export async function mailToken(
  ctx: AppContext,
  user: { id: string; email: string; firstName: string },
  purpose: repo.TokenPurpose,
): Promise<void> {
  const now = ctx.clock.now();
  const token = randomToken();
  await inTransaction(ctx, async (tx) => {
    await repo.expireAccountTokens(tx.db, user.id, purpose, now);
    await repo.insertAccountToken(tx.db, {
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimes[purpose]),
    });
    await tx.mailer.send(
      mails[purpose](ctx, { email: user.email, firstName: user.firstName }, token),
      { category: 'essential' },
    );
  });
}

/** The user a live token of `purpose` belongs to, using the token up; undefined if none. */
export async function redeemToken(ctx: AppContext, purpose: repo.TokenPurpose, token: string) {
  const row = await repo.consumeAccountToken(ctx.db, purpose, sha256(token), ctx.clock.now());
  return row ? users.findUserById(ctx.db, row.userId) : undefined;
}

/** The user a live token of `purpose` belongs to, leaving the token good; undefined if none. */
export async function peekToken(ctx: AppContext, purpose: repo.TokenPurpose, token: string) {
  const row = await repo.findLiveAccountToken(ctx.db, purpose, sha256(token), ctx.clock.now());
  return row ? users.findUserById(ctx.db, row.userId) : undefined;
}
