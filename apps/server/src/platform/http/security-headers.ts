import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type SecurityHeadersOptions = { https: boolean };

/**
 * Security headers on every answer. The CSP allows only this origin; styles may be inline
 * because Mantine sets CSS variables in style attributes.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { https }: SecurityHeadersOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Only meaningful (and only harmless) when the app itself is served over https.
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // API answers are personal: no cache (browser, proxy or back button) keeps them unless
    // the route says otherwise by setting its own Cache-Control.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
);
