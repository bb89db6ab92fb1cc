import { accountMessages, platformMessages } from '@orchid/contracts';
import type { AuditLog } from '../audit/audit';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { createThrottle, type ThrottleRule } from '../throttle/throttle';
import type { Mailer, MailMessage, SendOptions } from './mailer';

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

/**
 * Whether `sender` may send one more mail to `recipient`, counting it when so: 'unconfirmed'
 * when the sender's own address is not confirmed (nothing counted), 'over_limit' when the
 * sender or the recipient is over their limit. Never throws: for the mails nobody is there
 * to be refused (a reminder, a session moved), whose caller skips the mail.
 */
export async function mayMailOthers(
  ctx: { db: Db; clock: Clock },
  sender: Sender,
  recipient: string,
): Promise<'ok' | 'unconfirmed' | 'over_limit'> {
  if (!sender.emailConfirmed) return 'unconfirmed';
  const throttle = createThrottle(ctx.db, ctx.clock, 'platform.tooManyMailsToOthers');
  const keys = [
    { key: `sender:${sender.id}`, rule: mailToOthersLimits.perSender },
    { key: `recipient:${recipient.trim().toLowerCase()}`, rule: mailToOthersLimits.perRecipient },
  ];
  return (await throttle.take('mail_to_others', keys)) ? 'ok' : 'over_limit';
}

/** Refuses (403, 429) or counts one mail from `sender` to `recipient`. */
export async function assertMayMailOthers(
  ctx: { db: Db; clock: Clock },
  sender: Sender,
  recipient: string,
) {
  const verdict = await mayMailOthers(ctx, sender, recipient);
  if (verdict === 'unconfirmed') throw new AppError('accounts.confirmEmailFirst');
  if (verdict === 'over_limit') throw new AppError('platform.tooManyMailsToOthers');
}

/** The sender of a mail a practice's records cause: the account whose address must be confirmed. */
export function senderOf(user: { id: string; emailConfirmedAt: Date | null }): Sender {
  return { id: user.id, emailConfirmed: user.emailConfirmedAt !== null };
}

/**
 * Sends a system mail that a practice's action causes to someone else (a reminder, a group
 * closed) only when `mayMailOthers` allows it; otherwise skips it and leaves an audit row
 * ('mail.withheld', denied, with the reason and the mail's kind), so the change that caused
 * it (a booking) still succeeds and an operator can see what was held back.
 */
export async function sendToOthersOrSkip(
  ctx: { db: Db; clock: Clock; audit: AuditLog; mailer: Mailer },
  sender: Sender,
  message: MailMessage,
  options: SendOptions & { kind: string; subjectUserId?: string | null },
): Promise<boolean> {
  const { kind, subjectUserId, ...sendOptions } = options;
  const verdict = await mayMailOthers(ctx, sender, message.to);
  if (verdict !== 'ok') {
    await ctx.audit.record({
      action: 'mail.withheld',
      outcome: 'denied',
      actorUserId: sender.id,
      subjectUserId: subjectUserId ?? null,
      origin: { ip: 'job', userAgent: null },
      detail: { reason: verdict, kind },
    });
    return false;
  }
  await ctx.mailer.send(message, sendOptions);
  return true;
}
