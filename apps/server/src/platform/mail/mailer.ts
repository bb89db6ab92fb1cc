import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { keepInOutbox } from './outbox-repo';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** 'smtp' sends for real; 'outbox' keeps mails in the database for /dev/mailbox. */
  transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

type MailerOptions = { smtpUrl: string | undefined; from: string; db: Db; clock: Clock };

/** Sends over SMTP when SMTP_URL is set; otherwise keeps mails in the local outbox. */
export function createMailer({ smtpUrl, from, db, clock }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      send: (message) => keepInOutbox(db, { ...message, from, createdAt: clock.now() }),
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
