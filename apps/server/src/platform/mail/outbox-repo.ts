import { desc, eq } from 'drizzle-orm';
import { type HealthVault, openFields, sealFields } from '../crypto/health-vault';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import type { MailAttachment } from './mailer';
import { mailOutbox, mailOutboxSealedFields as sealed } from './tables';

// The local outbox keeps what it is given sealed: its mails carry live links (password reset,
// sign-in, invitations) and people's data, and the database must show neither.

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

const TABLE = 'mail_outbox';

export async function keepInOutbox(db: Db, vault: HealthVault, mail: KeptMail): Promise<void> {
  const id = newId();
  const values = {
    id,
    createdAt: mail.createdAt,
    fromAddress: mail.from,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
  };
  await db.insert(mailOutbox).values(await sealFields(vault, TABLE, id, values, sealed));
}

/** A kept mail, opened. */
export type OutboxMail = Omit<typeof mailOutbox.$inferSelect, 'attachments' | 'headers'> & {
  attachments: MailAttachment[];
  headers: Record<string, string>;
};

/** The newest mails first, optionally only those to one address, opened. */
export async function listOutbox(
  db: Db,
  vault: HealthVault,
  options: { to?: string; limit: number },
): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.toAddress, options.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
  return Promise.all(
    rows.map(async (row) => {
      const opened = await openFields(vault, TABLE, row.id, row, sealed);
      return {
        ...opened,
        attachments: opened.attachments ? JSON.parse(opened.attachments) : [],
        headers: opened.headers ? JSON.parse(opened.headers) : {},
      };
    }),
  );
}
