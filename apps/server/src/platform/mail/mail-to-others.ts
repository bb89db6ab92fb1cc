import { accountMessages, platformMessages } from '@orchid/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { createThrottle, type ThrottleRule } from '../throttle/throttle';

/**
 * Mails that a person makes us send to someone else (team invites now; client invites,
 * reminders for others later) are the easy way to use us for spam. Every such mail goes
 * through `assertMayMailOthers` first: the sender's own address must be confirmed, a sender
 * may send a few an hour, and one recipient gets a few a day whoever sends them.
 */
const DAY_MS = 24 * 60 * 60_000;

export const mailToOthersLimits = {
  perSender: { max: 20, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  perRecipient: { max: 3, windowMs: DAY_MS, lockMs: DAY_MS },
  /** Reset links: anyone may ask for one for any address, so an address gets a few a day. */
  resetLinksPerRecipient: { max: 5, windowMs: DAY_MS, lockMs: DAY_MS },
};

type RecipientLimit = { scope: string; rule: ThrottleRule };
const othersPerRecipient: RecipientLimit = {
  scope: 'mail_to_others',
  rule: mailToOthersLimits.perRecipient,
};

export const mailToOthersMessages = {
  confirmFirst: accountMessages.confirmEmailFirst,
  tooMany: platformMessages.tooManyMailsToOthers,
};

type Sender = { id: string; emailConfirmed: boolean };

/**
 * For mails nobody signed in asks for (a registration attempt on a taken address, a reset
 * link): whether the recipient is still under their daily limit, counting this one. Never
 * refuses: the caller quietly skips the mail, so the answer says nothing.
 */
export async function mayMailRecipient(
  ctx: { db: Db; clock: Clock },
  recipient: string,
  { scope, rule }: RecipientLimit = othersPerRecipient,
) {
  const throttle = createThrottle(ctx.db, ctx.clock, 'platform.tooManyMailsToOthers');
  return throttle.take(scope, [{ key: `recipient:${recipient.trim().toLowerCase()}`, rule }]);
}

export const resetLinkLimit: RecipientLimit = {
  scope: 'reset_links',
  rule: mailToOthersLimits.resetLinksPerRecipient,
};

/** Refuses (403, 429) or counts one mail from `sender` to `recipient`. */
export async function assertMayMailOthers(
  ctx: { db: Db; clock: Clock },
  sender: Sender,
  recipient: string,
) {
  if (!sender.emailConfirmed) throw new AppError('accounts.confirmEmailFirst');
  const throttle = createThrottle(ctx.db, ctx.clock, 'platform.tooManyMailsToOthers');
  const keys = [
    { key: `sender:${sender.id}`, rule: mailToOthersLimits.perSender },
    { key: `recipient:${recipient.trim().toLowerCase()}`, rule: mailToOthersLimits.perRecipient },
  ];
  if (!(await throttle.take('mail_to_others', keys))) {
    throw new AppError('platform.tooManyMailsToOthers');
  }
}
