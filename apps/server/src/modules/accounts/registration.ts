import type { UserType } from '@orchid/contracts';
import {
  accountMessages,
  isTimeZone,
  REGISTRATION_AGREEMENT,
  registrationMessages,
} from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import { hashPassword } from '../../platform/crypto/passwords';
import { newId } from '../../platform/db/ids';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { AppError, fieldError } from '../../platform/http/app-error';
import { mayMailRecipient } from '../../platform/mail/mail-to-others';
import { attemptKeys } from './attempts';
import { isCommonPassword } from './common-passwords';
import type { AccountsContext } from './context';
import { mailToken, redeemToken } from './mail-tokens';
import { registrationAttemptMail } from './mails';
import * as repo from './repo';
import { startSession } from './sessions';
import * as users from './users';

export type Registration = {
  userType: UserType;
  /** Absent only with a chart invite, which names the address. */
  email: string | undefined;
  password: string;
  firstName: string;
  lastName: string;
  inviteCode?: string | undefined;
  chartInviteCode?: string | undefined;
  /** A professional registering from a team invitation's link joins that practice. */
  teamInviteToken?: string | undefined;
};

/** The invitations a registration can bring, the one that names the address first. */
const invitationFields = ['chartInviteCode', 'inviteCode', 'teamInviteToken'] as const;

/**
 * Creates an account, mails its confirmation link and signs it in (so the Verify your email
 * dialog can ask for the link again). An invite links the member to the professional who
 * sent it; a chart invite also gives the address, which its mail has already proven. A team
 * invitation's link proves its address too: the account joins the practice at once and gets
 * no confirmation mail. The modules that sent the invitations check them first
 * (`ctx.invitations`) and take them up in the account's transaction (account.registered).
 */
export async function registerAccount(
  ctx: AccountsContext,
  input: Registration,
  origin: RequestOrigin,
) {
  if (isCommonPassword(input.password)) {
    throw fieldError(['user_in', 'password'], accountMessages.commonPassword);
  }
  let email = input.email;
  let proven = false;
  for (const field of invitationFields) {
    const code = input[field];
    if (!code) continue;
    const invitation = await ctx.invitations[field](ctx, code);
    email = invitation.email ?? email;
    proven ||= invitation.proven;
  }
  if (!email) throw fieldError(['user_in', 'email'], registrationMessages.email);

  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx, async (tx) => {
    const created = await repo.insertUser(tx.db, {
      email,
      passwordHash,
      userType: input.userType,
      firstName: input.firstName,
      lastName: input.lastName,
      timezone: browserZoneOf(origin),
      emailConfirmedAt: proven ? now : null,
      // Both registration forms require agreeing to these two; the versions are today's.
      termsVersion: REGISTRATION_AGREEMENT.termsVersion,
      privacyVersion: REGISTRATION_AGREEMENT.privacyVersion,
      termsAgreedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      modifiedAt: now,
    });
    // An invitation's address was proven by its mail, so saying it is taken reveals nothing.
    if (!created && proven) throw new AppError('accounts.emailTaken');
    if (!created) return undefined;
    await tx.audit.record({
      action: 'account.register',
      outcome: 'success',
      actorUserId: created.id,
      subjectUserId: created.id,
      origin,
      detail: { user_type: created.userType, invited: !!(input.inviteCode || proven) },
    });
    await emit(tx, 'account.registered', {
      user_id: created.id,
      email,
      invite_code: input.inviteCode || undefined,
      chart_invite_code: input.chartInviteCode || undefined,
      team_invite_token: input.teamInviteToken || undefined,
      origin,
    });
    return created;
  });
  if (!user) return answerTakenAddress(ctx, input, email, origin);
  if (!proven) await mailToken(ctx, { ...user, email }, 'confirm_email');
  const cookies = await startSession(ctx, user.id, { rememberMe: true, origin });
  return { account: accountCreated({ ...user, email }), cookies };
}

const accountCreated = (user: {
  id: string;
  userType: UserType;
  email: string;
  emailConfirmedAt: Date | null;
}) => ({
  sub: user.id,
  user_type: user.userType,
  email: user.email,
  email_confirmed: user.emailConfirmedAt !== null,
});

/**
 * Registration must not tell who has an account: a taken address gets the answer a new one
 * gets (201, a new-looking account that waits for its confirmation), but no account and no
 * session are made. The address's owner is mailed instead, at most a few times a day, so the
 * owner learns of it and nobody else does. See docs/security.md.
 */
async function answerTakenAddress(
  ctx: AccountsContext,
  input: Registration,
  email: string,
  origin: RequestOrigin,
) {
  const owner = await users.findUserByEmail(ctx.db, email);
  if (owner?.email && (await mayMailRecipient(ctx, owner.email))) {
    await ctx.mailer.send(
      registrationAttemptMail(ctx, { email: owner.email, firstName: owner.firstName }),
      { category: 'essential' },
    );
  }
  await ctx.audit.record({
    action: 'account.register_taken',
    outcome: 'denied',
    subjectUserId: owner?.id ?? null,
    origin,
  });
  const lookalike = { id: newId(), userType: input.userType, email, emailConfirmedAt: null };
  return { account: accountCreated(lookalike), cookies: undefined };
}

export async function resendConfirmation(ctx: AccountsContext, userId: string) {
  const user = await repo.findAccountById(ctx.db, userId);
  if (!user) throw new AppError('accounts.notAuthenticated');
  if (user.emailConfirmedAt) throw new AppError('accounts.alreadyConfirmed');
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
  const user = await inTransaction(ctx, async (tx) => {
    const owner = await redeemToken(tx, 'confirm_email', token);
    if (!owner) return undefined;
    if (!owner.emailConfirmedAt) {
      const now = ctx.clock.now();
      await repo.updateUser(tx.db, owner.id, { emailConfirmedAt: now, modifiedAt: now });
    }
    await tx.audit.record({
      action: 'account.confirm_email',
      outcome: 'success',
      subjectUserId: owner.id,
      origin,
    });
    return owner;
  });
  if (!user) {
    await ctx.throttle.fail('mail_token', keys);
    throw new AppError('accounts.badToken');
  }
}

/**
 * An account a professional creates for a client (a later issue's "create patient"): no
 * password yet; the client gets a link to choose one (POST patient_signup_session/complete).
 */
export async function createPendingMember(
  ctx: AccountsContext,
  member: {
    email: string;
    firstName: string;
    lastName: string;
    preferredFirstName?: string | null;
  },
) {
  const now = ctx.clock.now();
  const user = await repo.insertUser(ctx.db, {
    email: member.email,
    userType: 'member',
    firstName: member.firstName,
    lastName: member.lastName,
    preferredFirstName: member.preferredFirstName ?? null,
    passwordChangedAt: now,
    createdAt: now,
    modifiedAt: now,
  });
  if (!user) throw new AppError('accounts.emailTaken');
  await mailToken(ctx, { ...user, email: member.email }, 'complete_signup');
  return user;
}

/**
 * A client a practice adds: with an e-mail, a pending account whose owner is mailed a link to
 * finish it; without one, an account nobody signs in to (a child, or someone the practice
 * keeps the chart of). Use in a transaction.
 */
export async function createClientAccount(
  ctx: AccountsContext,
  client: {
    email: string | null;
    firstName: string;
    lastName: string;
    preferredFirstName: string | null;
  },
) {
  if (client.email) return createPendingMember(ctx, { ...client, email: client.email });
  const now = ctx.clock.now();
  const user = await repo.insertUser(ctx.db, {
    userType: 'member',
    firstName: client.firstName,
    lastName: client.lastName,
    preferredFirstName: client.preferredFirstName,
    signupFormFinished: true,
    passwordChangedAt: now,
    createdAt: now,
    modifiedAt: now,
  });
  if (!user) throw new Error('an account without e-mail cannot conflict');
  return user;
}

/**
 * The zone the person's browser is in, as it said (x-time-zone), when it names one: the times
 * their mails show are on their clock, not the practice's (docs/notifications.md).
 */
const browserZoneOf = (origin: RequestOrigin) =>
  origin.timeZone && isTimeZone(origin.timeZone) ? origin.timeZone : null;

/** Sets the password of a pending account from its link, confirms its address, signs it in. */
export async function completeSignup(
  ctx: AccountsContext,
  input: { token: string; password: string },
  origin: RequestOrigin,
) {
  if (isCommonPassword(input.password)) {
    throw fieldError(['password'], accountMessages.commonPassword);
  }
  const keys = attemptKeys(undefined, origin.ip);
  await ctx.throttle.assertOpen('mail_token', keys);
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx, async (tx) => {
    const pending = await redeemToken(tx, 'complete_signup', input.token);
    if (!pending || pending.passwordHash !== null) return undefined;
    const now = ctx.clock.now();
    await repo.updateUser(tx.db, pending.id, {
      passwordHash,
      passwordChangedAt: now,
      emailConfirmedAt: pending.emailConfirmedAt ?? now,
      timezone: pending.timezone ?? browserZoneOf(origin),
      modifiedAt: now,
    });
    await tx.audit.record({
      action: 'account.complete_signup',
      outcome: 'success',
      actorUserId: pending.id,
      subjectUserId: pending.id,
      origin,
    });
    return pending;
  });
  if (!user) {
    await ctx.throttle.fail('mail_token', keys);
    throw new AppError('members.badSignupToken');
  }
  return startSession(ctx, user.id, { rememberMe: true, origin });
}
