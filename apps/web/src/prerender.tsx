// The pages the server sends a guest already drawn: it renders them once at start-up with this
// installation's settings (apps/server/src/platform/http/web-app.ts), and the browser hydrates
// them (main.tsx). The first paint then comes with the HTML rather than after the scripts.
import { existsSync, readFileSync } from 'node:fs';
import { blogPageOf } from '@orchid/contracts/blog-pages';
import type { PageHead } from '@orchid/contracts/page-head';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Manifest } from 'vite';
import {
  jsonForScript,
  type ServerAnswer,
  seedAnswers,
  serverDataElement,
} from './app/api/server-data';
import { brandName, pageTitle } from './app/brand';
import { readMetaFrom } from './app/installation-meta';
import { paths } from './app/paths';
import { prerenderedForPhoneAttribute } from './app/phone/phone-portrait';
import { AppProviders } from './app/providers';
import { userInfoQueryKey } from './app/session/session';
import { searchDescription, searchHeading } from './features/directory/directory-words';
import { routes } from './router';

/** The public pages a guest comes to first, with the module of each one's screen (router.tsx). */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': 'src/features/home/home-page.tsx',
  [paths.pricing]: 'src/features/subscriptions/pricing-page.tsx',
  [paths.login]: 'src/features/accounts/login/login-page.tsx',
  [paths.quickIntake]: 'src/features/professionals/quick-intake/quick-intake-page.tsx',
  // The directory's search, drawn with its filters; the results load in the browser.
  [paths.professionalSearch]: 'src/features/directory/directory-screens.ts',
  [paths.book]: 'src/features/directory/directory-screens.ts',
};

/**
 * The title and description search engines read in the page's head, for pages found by
 * searching (the browser sets them again as the visitor moves on: usePageMeta).
 */
const headOf: Readonly<Record<string, () => { title: string; description: string }>> = {
  [paths.professionalSearch]: () => ({
    title: searchHeading(),
    description: searchDescription(brandName()),
  }),
  [paths.book]: () => ({ title: searchHeading(), description: searchDescription(brandName()) }),
};

// How the server tells a phone, whose pages are drawn with the phone's layout.
export { isPhone } from './app/phone/phone-portrait';

const rootElement = '<div id="root"></div>';

/** The browser build's manifest of chunks, beside this module's folder in dist/. */
function builtManifest(): Manifest {
  const file = new URL('../.vite/manifest.json', import.meta.url);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

type PrerenderOptions = {
  /** Drawn for a phone held upright (phone-portrait.tsx), or else for any other screen. */
  forPhone: boolean;
  manifest?: Manifest;
};

/**
 * The page at `pathname` as a guest sees it before any script runs, inside `indexHtml` (the
 * index.html the server has filled with this installation's settings, which the page reads).
 * It is inert until the app takes it over: nothing on it would answer a click or keep what is
 * typed before that.
 */
export async function prerenderPage(
  pathname: string,
  indexHtml: string,
  { forPhone, manifest = builtManifest() }: PrerenderOptions,
): Promise<string> {
  const screenModule = prerenderedPages[pathname];
  if (!screenModule) throw new Error(`${pathname} is not prerendered`);
  const html = await drawnPage(pathname, indexHtml, { forPhone, screenModule, manifest });
  return withHead(html, headOf[pathname]?.());
}

/**
 * Pages of data the server draws for each request (the blog's and the press page's addresses),
 * with the module of their screen.
 */
const dataPageScreens: readonly { matches: (pathname: string) => boolean; module: string }[] = [
  {
    matches: (pathname) => blogPageOf(pathname) !== undefined,
    module: 'src/features/blog/blog-screens.ts',
  },
];

type DataPageOptions = PrerenderOptions & {
  head: PageHead;
  /** The answers of the calls the page makes: drawn with them, and handed to the browser. */
  data: ServerAnswer[];
  /** Where the app is reached, for the canonical link and Open Graph. */
  publicUrl: string;
};

/**
 * A page of data (a blog post) as a guest sees it, drawn with the answers of its calls, which
 * go with the page so the browser takes it over with the same ones (main.tsx).
 */
export async function renderDataPage(
  pathname: string,
  indexHtml: string,
  { forPhone, head, data, publicUrl, manifest = builtManifest() }: DataPageOptions,
): Promise<string> {
  const screenModule = dataPageScreens.find((page) => page.matches(pathname))?.module;
  if (!screenModule) throw new Error(`${pathname} is not a page of data`);
  const html = await drawnPage(pathname, indexHtml, { forPhone, screenModule, manifest, data });
  return withPageHead(html, head, publicUrl);
}

type DrawOptions = {
  forPhone: boolean;
  screenModule: string;
  manifest: Manifest;
  data?: ServerAnswer[];
};

/** The page at `pathname` drawn into index.html, inert until the app takes it over. */
async function drawnPage(
  pathname: string,
  indexHtml: string,
  { forPhone, screenModule, manifest, data = [] }: DrawOptions,
): Promise<string> {
  if (!indexHtml.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`);
  readMetaFrom(indexHtml);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  // Nobody is signed in: the server sends these pages only to a browser without a session.
  const queryClient = new QueryClient();
  queryClient.setQueryData(userInfoQueryKey, null);
  seedAnswers(queryClient, data);
  const html = renderToString(
    <AppProviders queryClient={queryClient} prerenderedForPhone={forPhone}>
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  const preloads = screenChunks(manifest, screenModule).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  const root = `<div id="root" inert${forPhone ? ` ${prerenderedForPhoneAttribute}` : ''}>`;
  const answers = data.length > 0 ? serverDataElement(data) : '';
  // Replaced by functions: a post may well contain "$&" or "$1", which a string would expand.
  return withScriptsAfterPaint(
    indexHtml.replace('</head>', () => `${preloads.join('\n')}\n</head>`),
  ).replace(rootElement, () => `${root}${html}</div>${answers}`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the page's own title and description, when it has them. */
function withHead(html: string, head?: { title: string; description: string }): string {
  if (!head) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(head.title))}</title>`)
    .replace(
      /(name="description"\s+content=")[^"]*/,
      (_, start: string) => `${start}${escapeHtml(head.description)}`,
    );
}

/**
 * index.html with a page's head: its title and description, the canonical link, Open Graph
 * (and, for an article, its dates, author and section) and, for an article, its structured
 * data (a JSON block, which the CSP does not run). The server also sends it to a browser that
 * draws the page itself.
 */
export function withPageHead(html: string, head: PageHead, publicUrl: string): string {
  readMetaFrom(html);
  const url = `${publicUrl}${head.path}`;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', head.type),
    property('og:site_name', brandName()),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    '<meta name="twitter:card" content="summary" />',
  ];
  const { article } = head;
  if (article) {
    tags.push(
      property('article:published_time', article.publishedTime),
      property('article:modified_time', article.modifiedTime),
      property('article:author', article.author),
      property('article:section', article.section),
      `<script type="application/ld+json">${jsonForScript({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: head.title,
        description: head.description,
        datePublished: article.publishedTime,
        dateModified: article.modifiedTime,
        author: { '@type': 'Person', name: article.author },
        publisher: { '@type': 'Organization', name: brandName() },
        mainEntityOfPage: url,
      })}</script>`,
    );
  }
  return withHead(html, head).replace('</head>', () => `${tags.join('\n')}\n</head>`);
}

/** The manifest keys of a chunk and of every chunk it imports. */
function withImports(manifest: Manifest, key: string, keys = new Set<string>()): Set<string> {
  if (keys.has(key) || !manifest[key]) return keys;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, keys);
  return keys;
}

/**
 * The chunks of a page's screen that index.html does not load already: preloaded with the
 * page, they are here when the entry asks for the screen (main.tsx).
 */
function screenChunks(manifest: Manifest, screenModule: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? withImports(manifest, entry) : new Set<string>();
  return [...withImports(manifest, screenModule)]
    .filter((key) => !loaded.has(key))
    .map((key) => (manifest[key] as { file: string }).file);
}

/**
 * The page is drawn before its scripts run: they are fetched at low priority, after the
 * stylesheet the first paint waits for.
 */
function withScriptsAfterPaint(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") /g,
    '<$1 fetchpriority="low" ',
  );
}
