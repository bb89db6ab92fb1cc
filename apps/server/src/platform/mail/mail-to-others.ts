import { accountMessages, platformMessages } from '@orchid/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { createThrottle } from '../throttle/throttle';

/**
 * Mails that a person makes us send to someone else (team invites now; client invites,
 * reminders for others later) are the easy way to use us for spam. Every such mail goes
 * through `assertMayMailOthers` first: the sender's own address must be confirmed, a sender
 * may send a few an hour, and one recipient gets a few a day whoever sends them.
 */
export const mailToOthersLimits = {
  perSender: { max: 20, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  perRecipient: { max: 3, windowMs: 24 * 60 * 60_000, lockMs: 24 * 60 * 60_000 },
};

export const mailToOthersMessages = {
  confirmFirst: accountMessages.confirmEmailFirst,
  tooMany: platformMessages.tooManyMailsToOthers,
};

type Sender = { id: string; emailConfirmed: boolean };

/**
 * For mails nobody signed in asks for (a registration attempt on a taken address): whether the
 * recipient is still under their daily limit, counting this one. Never refuses: the caller
 * quietly skips the mail, so the answer says nothing.
 */
export async function mayMailRecipient(ctx: { db: Db; clock: Clock }, recipient: string) {
  const throttle = createThrottle(ctx.db, ctx.clock, 'platform.tooManyMailsToOthers');
  const keys = [
    { key: `recipient:${recipient.trim().toLowerCase()}`, rule: mailToOthersLimits.perRecipient },
  ];
  try {
    await throttle.assertOpen('mail_to_others', keys);
  } catch {
    return false;
  }
  await throttle.fail('mail_to_others', keys);
  return true;
}

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
  await throttle.assertOpen('mail_to_others', keys);
  await throttle.fail('mail_to_others', keys);
}
