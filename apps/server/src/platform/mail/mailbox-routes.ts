import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthVault } from '../crypto/health-vault';
import type { Db } from '../db/database';
import { escapeHtml } from '../text/html';
import { listOutbox, type OutboxMail } from './outbox-repo';

// Any address the app mails, local ones (support@localhost) included.
const MailboxQuerySchema = z.object({ to: z.string().max(320).optional() });

const OutboxMailSchema = z.object({
  id: z.uuid(),
  created_at: z.iso.datetime({ offset: true }),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  headers: z.record(z.string(), z.string()),
});

const toJson = (mail: OutboxMail): z.input<typeof OutboxMailSchema> => ({
  id: mail.id,
  created_at: mail.createdAt.toISOString(),
  from: mail.fromAddress,
  to: mail.toAddress,
  subject: mail.subject,
  text: mail.textBody,
  html: mail.htmlBody,
  attachments: mail.attachments,
  headers: mail.headers,
});

/** Text with its URLs made clickable, so a local user can follow a confirmation link. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** A mail's own headers (List-Unsubscribe), as a mail program would show them. */
function headerLines(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`,
  );
  return lines.length ? `<ul class="meta">${lines.join('')}</ul>\n  ` : '';
}

function mailboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.toAddress)} · from ${escapeHtml(m.fromAddress)} · ${m.createdAt.toISOString()}</p>
  ${headerLines(m.headers ?? {})}<pre>${linkify(m.textBody)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#2b2530}
article{border:1px solid #ddd6e3;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#5b5161;font-size:14px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}a{color:#6b2f8f}</style></head>
<body><header><h1>Local mailbox</h1><p>Mails this server would have sent. Set SMTP_URL to send them for real.</p></header>
<main>${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

/**
 * /dev/mailbox: the local outbox, for a person running the product without SMTP. Registered
 * only outside production and answered only on this machine.
 */
export async function mailboxRoutes(
  app: FastifyInstance,
  { db, vault }: { db: Db; vault: HealthVault },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/dev/mailbox',
    { config: { access: 'dev-only' }, schema: { hide: true, querystring: MailboxQuerySchema } },
    async (request, reply) => {
      // ?to= shows one address's mails only.
      const mails = await listOutbox(db, vault, {
        limit: 100,
        ...(request.query.to ? { to: request.query.to } : {}),
      });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxPage(mails));
    },
  );
  routes.get(
    '/dev/mailbox/messages',
    {
      config: { access: 'dev-only' },
      schema: {
        hide: true,
        querystring: MailboxQuerySchema,
        response: { 200: z.object({ messages: z.array(OutboxMailSchema) }) },
      },
    },
    async (request, reply) => {
      const mails = await listOutbox(db, vault, {
        limit: 100,
        ...(request.query.to ? { to: request.query.to } : {}),
      });
      reply.header('cache-control', 'no-store');
      return { messages: mails.map(toJson) };
    },
  );
}
