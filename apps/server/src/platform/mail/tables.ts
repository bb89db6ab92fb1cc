import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Sealed, as the bodies: a subject names people and sessions. */
    subject: text('subject').notNull(),
    /** Sealed: the bodies carry live links (sign-in, password reset, invitations). */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Sealed JSON: the files (a session's .ics). */
    attachments: text('attachments'),
    /** Sealed JSON: headers of its own (List-Unsubscribe, a preference link), as SMTP would have sent them. */
    headers: text('headers'),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt)],
);

/** Sealed at rest (docs/security.md): opened only by outbox-repo.ts, for the dev mailbox. */
export const mailOutboxSealedFields = [
  'subject',
  'textBody',
  'htmlBody',
  'attachments',
  'headers',
] as const;
