import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins our own pages are served from. A local installation answers on localhost and
 * 127.0.0.1 alike, so either loopback name counts when the public URL is a loopback one.
 */
export function allowedOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return origins;
}

/**
 * Refuses state-changing requests sent from another site's page (cross-site request
 * forgery): browsers name the page's origin in the Origin header of every such request.
 * A write that carries cookies must prove it comes from our pages: an allowed Origin, or a
 * browser's `Sec-Fetch-Site: same-origin`. Writes without cookies (sign-in, webhooks) need
 * neither, but a foreign Origin is refused everywhere.
 */
export const originCheck = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    const origins = allowedOrigins(publicUrl);
    app.addHook('onRequest', async (request) => {
      if (readOnly.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!origins.has(origin)) throw new AppError('platform.crossOrigin');
        return;
      }
      const withCookies = request.headers.cookie !== undefined;
      if (withCookies && request.headers['sec-fetch-site'] !== 'same-origin') {
        throw new AppError('platform.crossOrigin');
      }
    });
  },
);
