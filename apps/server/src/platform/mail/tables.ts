import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';

/**
 * The local outbox: with no SMTP_URL, mails are kept here (and shown at /dev/mailbox outside
 * production) instead of being sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /** Headers of its own (List-Unsubscribe), as SMTP would have sent them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt)],
);
