import {
  type EmailPreferences,
  MAIL_CATEGORIES,
  type MailCategory,
  type SavePreferences,
} from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import type { SignedInUser } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { findUserByEmail, findUserById } from '../accounts/users';
import * as repo from './repo';
import { readPreferenceToken } from './tokens';

/** The app's context and the key that signs preference tokens (tokens.ts). */
export type PreferencesContext = AppContext & { preferenceKey: Buffer };

/** Whose preferences a request changes, and how it came: signed in, a mail's link, one click. */
export type PreferenceChanger = {
  actorUserId: string | null;
  origin: RequestOrigin;
  via: 'signed in' | 'link' | 'one-click';
};

const badLink = () => new AppError('emailPreferences.badLink');

/**
 * The recipient a token names and the category of its mail; refused when the token is not
 * ours, or was signed for an address the person no longer has.
 */
export async function recipientOfToken(ctx: PreferencesContext, token: string) {
  const read = readPreferenceToken(token);
  if (!read) throw badLink();
  const { subject } = read;
  const user = 'userId' in subject ? await findUserById(ctx.db, subject.userId) : undefined;
  const address = 'userId' in subject ? user?.email : subject.email;
  // Checked before anything else is looked up: nothing unsigned reaches a query.
  if (!address || !read.signedFor(ctx.preferenceKey, address)) throw badLink();
  // An address without an account when mailed may have one now.
  const owner = user ?? (await findUserByEmail(ctx.db, address));
  const recipient: repo.Recipient = {
    address: address.toLowerCase(),
    userId: owner?.email ? owner.id : null,
  };
  return { recipient, category: read.category };
}

/** The signed-in person as a recipient (their account's address). */
export function recipientOfUser(user: SignedInUser | undefined): repo.Recipient {
  if (!user?.email) throw new AppError('accounts.notAuthenticated');
  return { address: user.email.toLowerCase(), userId: user.id };
}

/**
 * Whether mails about a practice's bookings can come to this recipient: professionals and
 * practice schedulers. Nobody else is offered a choice about mails they never get.
 */
async function worksInAPractice(ctx: AppContext, recipient: repo.Recipient) {
  const user = recipient.userId ? await findUserById(ctx.db, recipient.userId) : undefined;
  return user?.userType === 'orchid_pro' || user?.role === 'PRACTICE_SCHEDULER';
}

export async function preferencesOf(
  ctx: AppContext,
  recipient: repo.Recipient,
  linkCategory: MailCategory | null = null,
): Promise<EmailPreferences> {
  const off = await repo.unsubscribedCategories(ctx.db, recipient);
  const listed = (await worksInAPractice(ctx, recipient))
    ? MAIL_CATEGORIES
    : MAIL_CATEGORIES.filter((category) => category !== 'practice_activity');
  return {
    email: recipient.address,
    categories: listed.map((category) => ({ category, subscribed: !off.has(category) })),
    link_category: linkCategory,
  };
}

/**
 * Turns categories on or off for a recipient, in one transaction with one audit row naming
 * what changed (none when nothing did).
 */
async function change(
  ctx: AppContext,
  recipient: repo.Recipient,
  wanted: Partial<Record<MailCategory, boolean>>,
  by: PreferenceChanger,
) {
  await inTransaction(ctx, async (tx) => {
    const changed: Partial<Record<MailCategory, boolean>> = {};
    for (const category of MAIL_CATEGORIES) {
      const on = wanted[category];
      if (on === undefined) continue;
      const did = on
        ? await repo.deleteUnsubscribes(tx.db, recipient, category)
        : await repo.insertUnsubscribe(tx.db, recipient, category, tx.clock.now());
      if (did) changed[category] = on;
    }
    const categories = Object.keys(changed) as MailCategory[];
    const [only] = categories;
    if (!only) return;
    const single = categories.length === 1 && Object.keys(wanted).length === 1;
    await tx.audit.record({
      action: single
        ? changed[only]
          ? 'email_preference.resubscribe'
          : 'email_preference.unsubscribe'
        : 'email_preference.save',
      outcome: 'success',
      actorUserId: by.actorUserId,
      subjectUserId: recipient.userId,
      origin: by.origin,
      detail: { ...changed, via: by.via },
    });
  });
}

export async function savePreferences(
  ctx: AppContext,
  recipient: repo.Recipient,
  wanted: SavePreferences,
  by: PreferenceChanger,
  linkCategory: MailCategory | null = null,
) {
  await change(ctx, recipient, wanted, by);
  return preferencesOf(ctx, recipient, linkCategory);
}

/** Unsubscribes (or subscribes again) the recipient of a token from its mail's category. */
export async function setSubscribedByToken(
  ctx: PreferencesContext,
  token: string,
  subscribed: boolean,
  by: Omit<PreferenceChanger, 'actorUserId'>,
) {
  const { recipient, category } = await recipientOfToken(ctx, token);
  await change(ctx, recipient, { [category]: subscribed }, { ...by, actorUserId: null });
  return preferencesOf(ctx, recipient, category);
}
