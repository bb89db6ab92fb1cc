import type { MailCategory } from '@orchid/contracts';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { emailUnsubscribes } from './tables';

// The e-mail preferences module's SQL. No rules here: the service decides.

/** Whose preferences: the address mails go to, and its account when it has one. */
export type Recipient = { address: string; userId: string | null };

/** The rows that speak for a recipient: their account's, and their address's from before it. */
const rowsOf = (recipient: Recipient): SQL | undefined =>
  recipient.userId
    ? or(
        eq(emailUnsubscribes.userId, recipient.userId),
        eq(emailUnsubscribes.email, recipient.address),
      )
    : eq(emailUnsubscribes.email, recipient.address);

/** The categories the recipient unsubscribed from. */
export async function unsubscribedCategories(db: Db, recipient: Recipient) {
  const rows = await db
    .selectDistinct({ category: emailUnsubscribes.category })
    .from(emailUnsubscribes)
    .where(rowsOf(recipient));
  return new Set<MailCategory>(rows.map((row) => row.category));
}

/** Records an unsubscription; false when there was one already. */
export async function insertUnsubscribe(
  db: Db,
  recipient: Recipient,
  category: MailCategory,
  at: Date,
): Promise<boolean> {
  const subject = recipient.userId ? { userId: recipient.userId } : { email: recipient.address };
  const rows = await db
    .insert(emailUnsubscribes)
    .values({ ...subject, category, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: emailUnsubscribes.id });
  return rows.length > 0;
}

/** Removes the recipient's unsubscriptions from a category; false when there were none. */
export async function deleteUnsubscribes(
  db: Db,
  recipient: Recipient,
  category: MailCategory,
): Promise<boolean> {
  const rows = await db
    .delete(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.category, category), rowsOf(recipient)))
    .returning({ id: emailUnsubscribes.id });
  return rows.length > 0;
}
