import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type SecurityHeadersOptions = {
  https: boolean;
  /** Clients pay through Stripe: the checkout loads Stripe.js, which frames and calls Stripe. */
  stripe: boolean;
};

/** The sources Stripe.js needs (Stripe's CSP guidance): its script, its frames, its API. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The headers helmet sets, worked out once at start-up: none of ours depends on the request
 * (no nonces), and helmet building them again for every request was a noticeable part of a
 * small answer's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer. The CSP allows only this origin (and Stripe's, when it
 * takes client payments); styles may be inline because Mantine sets CSS variables in style
 * attributes.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { https, stripe }: SecurityHeadersOptions) => {
    const also = (sources: string[]) => (stripe ? sources : []);
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...also(stripeSources.script)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...also(stripeSources.connect)],
          ...(stripe ? { frameSrc: stripeSources.frame } : {}),
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Only meaningful (and only harmless) when the app itself is served over https.
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // API answers are personal: no cache (browser, proxy or back button) keeps them unless
    // the route says otherwise by setting its own Cache-Control, which replaces this one.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    });
  },
);
