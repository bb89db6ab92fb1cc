import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

// What the built-in provider's card pages (plans and bookings) share over HTTP.

/** The card form's fields; judged by the card rules, so that mistakes come back on the page. */
export const CardFormSchema = z.object({
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).default(''),
});

/** Card attempts per address and minute: a person retyping, not a script trying cards. */
export const payRateLimit = { max: 30, timeWindow: 60_000 };

/** A plain HTML form posts urlencoded fields; only the plugin calling this accepts them. */
export function acceptFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * Sends a card page. Submitting the form ends in a redirect to PUBLIC_URL, which may not be the
 * origin the page was opened on (localhost and 127.0.0.1); the CSP's form-action must allow it.
 */
export function cardPageSender(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (reply: FastifyReply, status: number, html: string) => {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header(
      'content-security-policy',
      csp.replace("form-action 'self'", `form-action 'self' ${publicOrigin}`),
    );
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };
}
