import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@orchid/contracts';
import {
  CONFIRM_EMAIL_PATH,
  RESET_PASSWORD_PATH,
  TEAM_INVITE_PATH,
} from '@orchid/contracts/mail-links';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../text/html';

/** This installation's settings that the web app shows (index.html's meta tags). */
export type WebSettings = {
  brandName: string;
  supportEmail: string;
  operatorName: string | undefined;
  operatorContact: string;
  /** The operator claims HIPAA compliance for this installation (HIPAA_CLAIMS). */
  hipaaClaims: boolean;
};

type WebAppOptions = { webDir: string } & WebSettings;

const notFound = { detail: errorMessage('platform.notFound'), code: 'platform.notFound' };

/**
 * What crawlers may visit: the public pages, not the API, the dashboards or the pages that
 * carry a token or belong to one person's signup.
 */
export const robotsTxt = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /dev/',
  'Disallow: /pro-dashboard',
  'Disallow: /member-dashboard',
  'Disallow: /quick-intake',
  'Disallow: /member-intake-form',
  `Disallow: ${CONFIRM_EMAIL_PATH}`,
  `Disallow: ${RESET_PASSWORD_PATH}`,
  `Disallow: ${TEAM_INVITE_PATH}`,
  '',
].join('\n');

/** A file at the top of the web build other than index.html (favicon.svg). */
function isRootFile(webDir: string, pathname: string): boolean {
  return (
    /^\/[\w-]+\.(svg|ico|png|txt|webmanifest|xml)$/.test(pathname) &&
    existsSync(path.join(webDir, pathname))
  );
}

/** Fills `<meta name="{name}" content="...">` of index.html with a value, escaped. */
function withMeta(html: string, name: string, value: string): string {
  const tag = new RegExp(`(<meta name="${name}" content=")[^"]*(")`);
  return html.replace(tag, (_, start: string, end: string) => `${start}${escapeHtml(value)}${end}`);
}

/**
 * index.html with this installation's settings: the title and the meta tags the web app
 * reads (brand name, support address, the operator's name and contact and whether it claims
 * HIPAA compliance). Done once at start-up.
 */
export function brandIndexHtml(html: string, settings: WebSettings): string {
  const brand = escapeHtml(settings.brandName);
  let branded = html.replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`);
  branded = withMeta(branded, 'brand-name', settings.brandName);
  branded = withMeta(branded, 'support-email', settings.supportEmail);
  branded = withMeta(branded, 'operator-name', settings.operatorName ?? '');
  branded = withMeta(branded, 'operator-contact', settings.operatorContact);
  return withMeta(branded, 'hipaa-claims', settings.hipaaClaims ? 'true' : '');
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never
 * cached, and every other non-API path answers with it so the browser's router decides.
 * Unknown /api paths and other methods answer JSON 404.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside every text asset
 * (apps/web/vite.config.ts); those are sent as they are to a browser that accepts them, with
 * `Vary: Accept-Encoding`. index.html is compressed as it is sent (the compress plugin in
 * app.ts), as it carries this installation's settings.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.webDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? brandIndexHtml(readFileSync(indexFile, 'utf8'), options)
    : undefined;

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, { root: options.webDir, serve: false, preCompressed: true });
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

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt),
  );

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
