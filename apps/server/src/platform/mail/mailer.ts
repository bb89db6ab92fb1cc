import { MAIL_CATEGORIES, type MailCategory, type MailKind } from '@orchid/contracts';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { HealthVault } from '../crypto/health-vault';
import type { Db } from '../db/database';
import type { EnqueueOptions, JobQueue } from '../jobs/queue';
import { keepInOutbox } from './outbox-repo';

/** A file sent with a mail; text only (a calendar invitation), kept as it is in the job. */
export const MailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

export const MailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(MailAttachmentSchema).optional(),
  /** Headers of its own (List-Unsubscribe), added when the mail is sent. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

/**
 * The mail job's payload: the message and what kind of mail it is. Jobs queued before kinds
 * existed carry none, and were all essential.
 */
const MailJobSchema = MailMessageSchema.extend({
  category: z.enum(['essential', ...MAIL_CATEGORIES]).default('essential'),
});

/**
 * What a mail of a category goes through when it is sent (not when it is queued, so a change
 * of mind after queueing still counts): undefined when its recipient unsubscribed from the
 * category, otherwise the message with its unsubscribe links and headers. The e-mail
 * preferences module provides it.
 */
export type MailPreferences = {
  prepare(message: MailMessage, category: MailCategory): Promise<MailMessage | undefined>;
};

export type SendOptions = Pick<EnqueueOptions, 'db' | 'idempotencyKey'> & {
  /**
   * Essential (a person must get it: confirmations, resets, receipts, invitations, security
   * and account notices) or the category a person can unsubscribe from (MAIL_CATEGORIES). Required, so no mail
   * is sent without someone deciding which.
   */
  category: MailKind;
};

type Transport = 'smtp' | 'outbox';

/** How a mail leaves: over SMTP when SMTP_URL is set, otherwise into the local outbox. */
export type MailDelivery = {
  transport: Transport;
  deliver(message: MailMessage): Promise<void>;
  close(): void;
};

/** Modules send mail through this: it queues a job, so no request waits for SMTP. */
export type Mailer = {
  transport: Transport;
  /** Queues the mail; pass the transaction of the change it tells of (`db`) when there is one. */
  send(message: MailMessage, options: SendOptions): Promise<void>;
  /** The same mailer, queueing through `db` (a transaction): the mail goes only if it commits. */
  within(db: Db): Mailer;
};

export const MAIL_JOB = 'mail.send';
/** Tries of one mail: with the queue's back-off, about 15 minutes from the first to the last. */
const MAIL_ATTEMPTS = 6;

type DeliveryOptions = {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  clock: Clock;
  /** Seals what the local outbox keeps. */
  vault: HealthVault;
};

export function createMailDelivery({
  smtpUrl,
  from,
  db,
  clock,
  vault,
}: DeliveryOptions): MailDelivery {
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      deliver: (message) => keepInOutbox(db, vault, { ...message, from, createdAt: clock.now() }),
      close: () => {},
    };
  }
  // A server that accepts and then says nothing must not hold a job for minutes: the queue
  // retries it later instead. The mail library loads with the first mail, out of the start.
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    transport: 'smtp',
    deliver: async (message) => {
      await (await transport()).sendMail({ from, ...message });
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
}

/**
 * A mailer that queues every mail, and the job handler that delivers them: a mail of a
 * category only if its recipient still wants that category when it goes.
 */
export function createMailer(
  jobs: JobQueue,
  delivery: MailDelivery,
  preferences: MailPreferences,
): Mailer {
  jobs.handle(MAIL_JOB, MailJobSchema, async ({ category, ...message }) => {
    const ready = category === 'essential' ? message : await preferences.prepare(message, category);
    if (ready) await delivery.deliver(ready);
  });
  const mailerThrough = (queue: JobQueue): Mailer => ({
    transport: delivery.transport,
    send: async (message, { category, ...options }) => {
      await queue.enqueue(
        MAIL_JOB,
        { ...message, category },
        { ...options, maxAttempts: MAIL_ATTEMPTS },
      );
    },
    within: (tx) => mailerThrough(queue.within(tx)),
  });
  return mailerThrough(jobs);
}
