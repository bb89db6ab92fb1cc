import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@orchid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../text/html';

type WebAppOptions = { webDir: string; brandName: string; supportEmail: string };

const notFound = { detail: errorMessage('platform.notFound'), code: 'platform.notFound' };

/** A file at the top of the web build other than index.html (favicon.svg, robots.txt). */
function isRootFile(webDir: string, pathname: string): boolean {
  return (
    /^\/[\w-]+\.(svg|ico|png|txt|webmanifest|xml)$/.test(pathname) &&
    existsSync(path.join(webDir, pathname))
  );
}

/**
 * index.html with this installation's settings: the title and the meta tags the web app
 * reads (brand name, support address). Done once at start-up.
 */
export function brandIndexHtml(
  html: string,
  settings: { brandName: string; supportEmail: string },
): string {
  const brand = escapeHtml(settings.brandName);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`)
    .replace(/(<meta name="brand-name" content=")[^"]*(")/, `$1${brand}$2`)
    .replace(
      /(<meta name="support-email" content=")[^"]*(")/,
      `$1${escapeHtml(settings.supportEmail)}$2`,
    );
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never
 * cached, and every other non-API path answers with it so the browser's router decides.
 * Unknown /api paths and other methods answer JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.webDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? brandIndexHtml(readFileSync(indexFile, 'utf8'), options)
    : undefined;

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, { root: options.webDir, serve: false });
    app.get(
      '/assets/*',
      { config: { access: 'public' }, schema: { hide: true } },
      (request, reply) => {
        const file = (request.params as { '*': string })['*'];
        return reply.sendFile(path.join('assets', file), {
          maxAge: '365d',
          immutable: true,
          cacheControl: true,
        });
      },
    );
  } else {
    app.log.warn({ webDir: options.webDir }, 'web app not built: only the API is served');
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && indexHtml !== undefined && isRootFile(options.webDir, pathname)) {
      // favicon, robots.txt and the like: not hashed, so cached briefly.
      return reply.sendFile(pathname.slice(1), { maxAge: '1h', cacheControl: true });
    }
    const isPage = isRead && indexHtml !== undefined && !/^\/(api|assets)(\/|$)/.test(pathname);
    if (isPage) return sendIndex(reply);
    return reply.code(404).type('application/json; charset=utf-8').send(notFound);
  });
});
