import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { MailAttachment } from './mailer';
import { mailOutbox } from './tables';

type KeptMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  createdAt: Date;
};

export async function keepInOutbox(db: Db, mail: KeptMail): Promise<void> {
  await db.insert(mailOutbox).values({
    createdAt: mail.createdAt,
    fromAddress: mail.from,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? null,
    headers: mail.headers ?? null,
  });
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The newest mails first, optionally only those to one address. */
export function listOutbox(db: Db, options: { to?: string; limit: number }): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.toAddress, options.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}
