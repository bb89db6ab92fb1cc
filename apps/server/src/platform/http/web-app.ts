import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@orchid/contracts';
import {
  CONFIRM_EMAIL_PATH,
  EMAIL_PREFERENCE_PATH,
  RESET_PASSWORD_PATH,
  TEAM_INVITE_PATH,
} from '@orchid/contracts/mail-links';
import type { PageHead } from '@orchid/contracts/page-head';
import { SESSION_MARKER_COOKIE } from '@orchid/contracts/session-cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../text/html';
import { htmlSender } from './compressed-html';
import { drawnPageCache } from './drawn-page-cache';

/** This installation's settings that the web app shows (index.html's meta tags). */
export type WebSettings = {
  brandName: string;
  supportEmail: string;
  operatorName: string | undefined;
  operatorContact: string;
  /** The operator claims HIPAA compliance for this installation (HIPAA_CLAIMS). */
  hipaaClaims: boolean;
  /** The marketing claims the operator confirms (MARKETING_CLAIMS); the pages show no other. */
  marketingClaims: readonly string[];
  /** The operator's demo scheduling page (DEMO_BOOKING_URL), where "Sign up for Demo" leads. */
  demoBookingUrl?: string | undefined;
};

/** The answers of the calls a page makes, by the call's path (the browser reuses them). */
export type PageData = { path: string; answer: unknown }[];

/**
 * A page the server draws from its data for a guest (the blog's): its head and the answers of
 * the calls it makes, or 404 when there is nothing at the address.
 */
export type ServerPage = { status: 200; head: PageHead; data: PageData } | { status: 404 };

/** The page of data at an address, or undefined when the address is not such a page. */
export type ServerPages = (pathname: string) => Promise<ServerPage | undefined>;

/** An address sitemap.xml names, with when its page last changed when that is known. */
export type SitemapUrl = { path: string; lastModified?: Date };

type WebAppOptions = {
  webDir: string;
  /** Where the app is reached: canonical links and Open Graph addresses. */
  publicUrl: string;
  serverPages?: ServerPages;
  /** The addresses of pages drawn from data (the blog's) for sitemap.xml. */
  sitemapUrls?: () => Promise<SitemapUrl[]>;
} & WebSettings;

const notFound = { detail: errorMessage('platform.notFound'), code: 'platform.notFound' };

/**
 * What crawlers may visit: the public pages, not the API, the dashboards, the operator's desk
 * or the pages that carry a token or belong to one person's signup; and where the sitemap is.
 */
export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /pro-dashboard',
    'Disallow: /member-dashboard',
    'Disallow: /admin',
    `Disallow: ${EMAIL_PREFERENCE_PATH}`,
    'Disallow: /quick-intake',
    'Disallow: /member-intake-form',
    `Disallow: ${CONFIRM_EMAIL_PATH}`,
    `Disallow: ${RESET_PASSWORD_PATH}`,
    `Disallow: ${TEAM_INVITE_PATH}`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/** sitemap.xml (sitemaps.org): each address in full, with its last change when known. */
export function sitemapXml(publicUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path: pathname, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${publicUrl}${pathname}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A file at the top of the web build other than index.html (favicon.svg). */
function isRootFile(webDir: string, pathname: string): boolean {
  return (
    /^\/[\w-]+\.(svg|ico|png|txt|webmanifest|xml|js)$/.test(pathname) &&
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
 * reads (brand name, support address, the operator's name and contact, whether it claims
 * HIPAA compliance, which marketing claims it confirms, and its demo booking page). Done once
 * at start-up.
 */
export function brandIndexHtml(html: string, settings: WebSettings): string {
  const brand = escapeHtml(settings.brandName);
  let branded = html.replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`);
  branded = withMeta(branded, 'brand-name', settings.brandName);
  branded = withMeta(branded, 'support-email', settings.supportEmail);
  branded = withMeta(branded, 'operator-name', settings.operatorName ?? '');
  branded = withMeta(branded, 'operator-contact', settings.operatorContact);
  branded = withMeta(branded, 'marketing-claims', settings.marketingClaims.join(','));
  branded = withMeta(branded, 'demo-booking-url', settings.demoBookingUrl ?? '');
  return withMeta(branded, 'hipaa-claims', settings.hipaaClaims ? 'true' : '');
}

/**
 * What the web build's prerender module gives (apps/web/src/prerender.tsx), from the web's one
 * table of pages (apps/web/src/pages.tsx).
 */
type PrerenderModule = {
  /** Each prerendered page's path, with the web module of its screen. */
  prerenderedPages: Readonly<Record<string, unknown>>;
  /** The public pages search engines are offered in sitemap.xml. */
  indexablePaths: readonly string[];
  /** A phone's user agent: its pages are drawn with the phone's layout. */
  isPhone: (userAgent: string) => boolean;
  prerenderPage: (
    pathname: string,
    indexHtml: string,
    options: { forPhone: boolean; publicUrl: string },
  ) => Promise<string>;
  /** A page of data (a blog post), drawn with the answers of its calls and its head. */
  renderDataPage: (
    pathname: string,
    indexHtml: string,
    options: { forPhone: boolean; head: PageHead; data: PageData; publicUrl: string },
  ) => Promise<string>;
  /** index.html with a page's head, for a browser that draws the page itself. */
  withPageHead: (indexHtml: string, head: PageHead, publicUrl: string) => string;
};

/** The pages the web app draws for a guest, each for a phone and for any other screen. */
type GuestPages = {
  pages: Map<string, { phone: string; other: string }>;
  web: PrerenderModule;
};

/** The web build's prerender module, or undefined when the build has none or it fails to load. */
async function loadPrerenderModule(
  app: FastifyInstance,
  webDir: string,
): Promise<PrerenderModule | undefined> {
  const moduleFile = path.join(webDir, 'prerender', 'prerender.js');
  if (!existsSync(moduleFile)) return undefined;
  try {
    return (await import(pathToFileURL(moduleFile).href)) as PrerenderModule;
  } catch (err) {
    app.log.error({ err }, 'could not load the prerender module: browsers will draw the pages');
    return undefined;
  }
}

/**
 * The pages the web app draws for a guest (apps/web/src/prerender.tsx), rendered once into the
 * branded index.html. None when the build has no prerender module or rendering fails; the
 * browser then draws those pages itself, as it does every other. Each page is drawn in a turn
 * of the event loop of its own, so requests are answered in between.
 */
async function prerenderGuestPages(
  app: FastifyInstance,
  web: PrerenderModule | undefined,
  indexHtml: string,
  publicUrl: string,
): Promise<GuestPages | undefined> {
  if (!web) return undefined;
  try {
    const pages: GuestPages['pages'] = new Map();
    for (const pathname of Object.keys(web.prerenderedPages)) {
      const drawn = (forPhone: boolean) =>
        web.prerenderPage(pathname, indexHtml, { forPhone, publicUrl });
      pages.set(pathname, { phone: await drawn(true), other: await drawn(false) });
      await setImmediate();
    }
    return { pages, web };
  } catch (err) {
    app.log.error({ err }, 'could not prerender the guest pages: browsers will draw them');
    return undefined;
  }
}

/** The browser may hold a session: the session marker cookie (session-cookies.ts) is there. */
function mayBeSignedIn(request: FastifyRequest): boolean {
  return request.cookies?.[SESSION_MARKER_COOKIE] !== undefined;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never
 * cached, and every other non-API path answers with it so the browser's router decides.
 * Unknown /api paths and other methods answer JSON 404.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside every text asset
 * (apps/web/vite.config.ts); those are sent as they are to a browser that accepts them, with
 * `Vary: Accept-Encoding`. index.html and the drawn pages carry this installation's settings:
 * they are compressed by the server, once each (compressed-html.ts).
 *
 * A guest (no session marker) asking for a prerendered page at its bare address gets it drawn
 * already (for a phone when the user agent is a phone's), which the browser hydrates; anyone
 * else gets index.html (`Vary: Cookie, User-Agent` on those addresses). A signed-in person's
 * page is drawn for them by the browser, never a guest's.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.webDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? brandIndexHtml(readFileSync(indexFile, 'utf8'), options)
    : undefined;
  // The guest pages are drawn once the app is ready, not before it listens: loading the
  // prerender module and drawing every page held a start on an existing database at 3.6-3.9 s
  // (2.4-2.6 s without). A page asked for meanwhile waits for them (under a second).
  let loading: Promise<PrerenderModule | undefined> | undefined;
  const prerenderModule = () => {
    loading ??=
      indexHtml === undefined
        ? Promise.resolve(undefined)
        : loadPrerenderModule(app, options.webDir);
    return loading;
  };
  let drawing: Promise<GuestPages | undefined> | undefined;
  const guestPagesReady = () => {
    drawing ??= prerenderModule().then((web) =>
      indexHtml === undefined
        ? undefined
        : prerenderGuestPages(app, web, indexHtml, options.publicUrl),
    );
    return drawing;
  };
  app.addHook('onReady', async () => {
    void guestPagesReady();
  });

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
        .send(robotsTxt(options.publicUrl)),
  );

  // The public pages the web app lists (the 'listed' pages of its pages.tsx) and the blog's.
  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const urls: SitemapUrl[] = [
        ...((await prerenderModule())?.indexablePaths ?? []).map((pathname) => ({
          path: pathname,
        })),
        ...((await options.sitemapUrls?.()) ?? []),
      ];
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(options.publicUrl, urls));
    },
  );

  const drawnPages = drawnPageCache();
  const sendHtml = htmlSender();

  /**
   * A page of data: drawn for a guest (whatever the query string, which such pages do not
   * read), index.html with the page's head for a browser that may be signed in, and index.html
   * with 404 when there is nothing at the address.
   */
  const sendServerPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    { web }: GuestPages,
    page: ServerPage,
  ) => {
    if (page.status === 404) return sendHtml(request, reply.code(404), indexHtml as string);
    reply.header('vary', 'Cookie, User-Agent');
    const { head, data } = page;
    if (mayBeSignedIn(request)) {
      return sendHtml(
        request,
        reply,
        web.withPageHead(indexHtml as string, head, options.publicUrl),
      );
    }
    const forPhone = web.isPhone(request.headers['user-agent'] ?? '');
    const html = await drawnPages.get({ pathname, forPhone, head, data }, () =>
      web.renderDataPage(pathname, indexHtml as string, {
        forPhone,
        head,
        data,
        publicUrl: options.publicUrl,
      }),
    );
    return sendHtml(request, reply, html);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const guestPages = await guestPagesReady();
    const page = guestPages && (await options.serverPages?.(pathname));
    if (guestPages && page) return sendServerPage(request, reply, pathname, guestPages, page);
    const drawn = guestPages?.pages.get(pathname);
    if (!guestPages || !drawn) return sendHtml(request, reply, indexHtml as string);
    reply.header('vary', 'Cookie, User-Agent');
    if (request.url.includes('?') || mayBeSignedIn(request)) {
      return sendHtml(request, reply, indexHtml as string);
    }
    const forPhone = guestPages.web.isPhone(request.headers['user-agent'] ?? '');
    return sendHtml(request, reply, forPhone ? drawn.phone : drawn.other);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && indexHtml !== undefined && isRootFile(options.webDir, pathname)) {
      // favicon, robots.txt and the like: not hashed, so cached briefly.
      return reply.sendFile(pathname.slice(1), { maxAge: '1h', cacheControl: true });
    }
    const isPage = isRead && indexHtml !== undefined && !/^\/(api|assets)(\/|$)/.test(pathname);
    if (isPage) return sendPage(request, reply, pathname);
    return reply.code(404).type('application/json; charset=utf-8').send(notFound);
  });
});
