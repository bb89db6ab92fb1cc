import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@orchid/contracts';
import { RECOVERY_CODE_COUNT, recoveryCodePattern } from '@orchid/contracts';
import * as OTPAuth from 'otpauth';
import type { RequestOrigin } from '../../platform/audit/audit';
import { verifyPassword } from '../../platform/crypto/passwords';
import { hmac } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { attemptKeys } from './attempts';
import type { AccountsContext } from './context';
import * as repo from './repo';

// Two-step verification with TOTP (RFC 6238): 6 digits, 30-second steps, SHA-1, which is
// what every authenticator app reads from an otpauth:// URL.

const PERIOD_S = 30;

function totpFor(ctx: AccountsContext, user: repo.Account, secretBase32: string) {
  return new OTPAuth.TOTP({
    issuer: ctx.brandName,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** Why a code was refused: wrong, or right but already taken once (a replay). */
export type CodeRefusal = 'accounts.badMfaCode' | 'accounts.mfaCodeUsed';

/**
 * Whether a 6-digit code is right now (one step of clock drift either way) and newer than
 * the last accepted one: a code works once, and a second use of it is told apart.
 */
async function acceptTotp(
  ctx: AccountsContext,
  user: repo.Account,
  code: string,
): Promise<CodeRefusal | undefined> {
  if (!user.mfaSecretSealed) return 'accounts.badMfaCode';
  const totp = totpFor(ctx, user, ctx.mfaSealer.open(user.mfaSecretSealed));
  const timestamp = ctx.clock.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  if (delta === null) return 'accounts.badMfaCode';
  const step = totp.counter({ timestamp }) + delta;
  return (await repo.advanceMfaStep(ctx.db, user.id, step)) ? undefined : 'accounts.mfaCodeUsed';
}

const recoveryDigest = (ctx: AccountsContext, code: string) =>
  hmac(ctx.recoveryCodeKey, code.trim().toLowerCase());

/** A 6-digit code, or one of the user's unused recovery codes (which is then used up). */
async function acceptCode(
  ctx: AccountsContext,
  user: repo.Account,
  code: string,
): Promise<CodeRefusal | undefined> {
  if (/^\d{6}$/.test(code)) return acceptTotp(ctx, user, code);
  if (!recoveryCodePattern.test(code)) return 'accounts.badMfaCode';
  const used = await repo.consumeRecoveryCode(
    ctx.db,
    user.id,
    recoveryDigest(ctx, code),
    ctx.clock.now(),
  );
  return used ? undefined : 'accounts.badMfaCode';
}

/**
 * Checks a code under the code-entry throttle: failures (a used code too) count against the
 * account and the address, and a locked account gets 429 whatever it sends. Answers nothing
 * when the code is accepted, else the refusal to give.
 */
export async function verifySecondFactor(
  ctx: AccountsContext,
  user: repo.Account,
  code: string,
  origin: RequestOrigin,
): Promise<CodeRefusal | undefined> {
  const keys = attemptKeys(user.id, origin.ip);
  await ctx.throttle.assertOpen('mfa', keys);
  const refusal = await acceptCode(ctx, user, code);
  if (refusal) await ctx.throttle.fail('mfa', keys);
  return refusal;
}

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => base32[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function signedInUser(ctx: AccountsContext, userId: string) {
  const user = await repo.findAccountById(ctx.db, userId);
  if (!user) throw new AppError('accounts.notAuthenticated');
  return user;
}

/** A fresh secret for an authenticator app; two-step stays off until a code confirms it. */
export async function setUpTwoStep(ctx: AccountsContext, userId: string) {
  const user = await signedInUser(ctx, userId);
  if (user.mfaEnabledAt) throw new AppError('accounts.mfaAlreadyOn');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await repo.updateUser(ctx.db, user.id, {
    mfaSecretSealed: ctx.mfaSealer.seal(secret),
    mfaLastStep: null,
  });
  return { secret, otpauth_url: totpFor(ctx, user, secret).toString() };
}

/** Turns two-step on once a code proves the app has the secret; answers recovery codes. */
export async function enableTwoStep(
  ctx: AccountsContext,
  userId: string,
  code: string,
  origin: RequestOrigin,
) {
  const user = await signedInUser(ctx, userId);
  if (user.mfaEnabledAt) throw new AppError('accounts.mfaAlreadyOn');
  if (!user.mfaSecretSealed) throw new AppError('accounts.mfaNotSetUp');
  const refusal = await verifySecondFactor(ctx, user, code, origin);
  if (refusal) {
    await auditTwoStep(ctx, user.id, 'account.mfa_enable', 'failure', origin);
    throw new AppError(refusal);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await repo.updateUser(tx.db, user.id, { mfaEnabledAt: now, modifiedAt: now });
    await repo.replaceRecoveryCodes(
      tx.db,
      user.id,
      codes.map((c) => recoveryDigest(ctx, c)),
    );
    await auditTwoStep(tx, user.id, 'account.mfa_enable', 'success', origin);
  });
  return codes;
}

/** Turns two-step off; needs the password and a code (or a recovery code). */
export async function disableTwoStep(
  ctx: AccountsContext,
  userId: string,
  input: { password: string; code: string },
  origin: RequestOrigin,
) {
  const user = await signedInUser(ctx, userId);
  if (!user.mfaEnabledAt) throw new AppError('accounts.mfaNotOn');
  const signInKeys = attemptKeys(user.email, origin.ip);
  await ctx.throttle.assertOpen('sign_in', signInKeys);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await ctx.throttle.fail('sign_in', signInKeys);
    await auditTwoStep(ctx, user.id, 'account.mfa_disable', 'failure', origin);
    throw new AppError('accounts.wrongCurrentPassword');
  }
  const refusal = await verifySecondFactor(ctx, user, input.code, origin);
  if (refusal) {
    await auditTwoStep(ctx, user.id, 'account.mfa_disable', 'failure', origin);
    throw new AppError(refusal);
  }
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await repo.updateUser(tx.db, user.id, {
      mfaEnabledAt: null,
      mfaSecretSealed: null,
      mfaLastStep: null,
      modifiedAt: now,
    });
    await repo.replaceRecoveryCodes(tx.db, user.id, []);
    await auditTwoStep(tx, user.id, 'account.mfa_disable', 'success', origin);
  });
}

const auditTwoStep = (
  ctx: AccountsContext,
  userId: string,
  action: AuditAction,
  outcome: 'success' | 'failure',
  origin: RequestOrigin,
) => ctx.audit.record({ action, outcome, actorUserId: userId, subjectUserId: userId, origin });
