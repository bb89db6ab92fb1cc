// The pages the server sends a guest already drawn: it renders them once at start-up with this
// installation's settings (apps/server/src/platform/http/web-app.ts), and the browser hydrates
// them (main.tsx). The first paint then comes with the HTML rather than after the scripts.
import { existsSync, readFileSync } from 'node:fs';
import { blogPageOf } from '@orchid/contracts/blog-pages';
import type { PageHead } from '@orchid/contracts/page-head';
import { QueryClient } from '@tanstack/react-query';
// The edge build: the Node one enables AsyncLocalStorage on its first render, and from then on
// async hooks run for every promise of every request the server answers (about 10% of a
// signed-in call's time). Nothing here needs request storage.
import { prerender } from 'react-dom/static.edge';
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
import { type Indexing, type Page, pages } from './pages';
import { routes } from './router';

/** What a page says of itself to search engines and to links shared elsewhere. */
export type PageSummary = {
  title: string;
  description: string;
  /** The whole document title, for a page whose spec gives it whole (not "title | brand"). */
  wholeTitle?: string;
};

export type PrerenderedPage = {
  /** The module of the page's screen (pages.tsx): its chunks come with the page. */
  screen: string;
  /** Its title and description (pages.tsx's `head`), read from the screen's module. */
  head: () => Promise<PageSummary>;
  indexing: Indexing;
  canonicalPath?: string;
};

const drawn = (page: Page): [string, PrerenderedPage][] => {
  const { path, screen, head, indexing, canonicalPath } = page;
  if (!path || !screen?.module || !head || !indexing) return [];
  const summary = async () => ((await screen.load())[head] as () => PageSummary)();
  return [[path, { screen: screen.module, head: summary, indexing, canonicalPath }]];
};

/** The public pages the server sends drawn (and, when 'listed', names in sitemap.xml). */
export const prerenderedPages: Readonly<Record<string, PrerenderedPage>> = Object.fromEntries(
  pages.flatMap(drawn),
);

/** The addresses sitemap.xml names besides the blog's: the 'listed' pages of pages.tsx. */
export const indexablePaths: readonly string[] = pages.flatMap((page) =>
  page.path && page.indexing === 'listed' ? [page.path] : [],
);

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
  /** Where the app is reached, for the canonical link and Open Graph. */
  publicUrl: string;
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
  { forPhone, publicUrl, manifest = builtManifest() }: PrerenderOptions,
): Promise<string> {
  const page = prerenderedPages[pathname];
  if (!page) throw new Error(`${pathname} is not prerendered`);
  const html = await drawnPage(pathname, indexHtml, {
    forPhone,
    screenModule: page.screen,
    manifest,
  });
  // After drawing, which read this installation's brand from indexHtml.
  const head: PageHead = {
    ...(await page.head()),
    path: page.canonicalPath ?? pathname,
    type: 'website',
    ...(page.indexing === 'noindex' ? { noindex: true } : {}),
  };
  return withPageHead(html, head, publicUrl);
}

/**
 * Pages of data the server draws for each request (the blog's and the press page's addresses),
 * with the module of their screen.
 */
const dataPageScreens: readonly { matches: (pathname: string) => boolean; module?: string }[] = [
  {
    matches: (pathname) => blogPageOf(pathname) !== undefined,
    module: pages.find((page) => page.path === paths.blogRoute)?.screen?.module,
  },
];

type DataPageOptions = PrerenderOptions & {
  head: PageHead;
  /** The answers of the calls the page makes: drawn with them, and handed to the browser. */
  data: ServerAnswer[];
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
  // prerender, not renderToString: it waits for the parts loaded lazily (the footer). Each part
  // in its place, however large: moved there by an inline script, the page's policy would
  // refuse it.
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient} drawnByServer prerenderedForPhone={forPhone}>
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const { chunks, stylesheets } = pageAssets(manifest, [screenModule, footerModule]);
  const links = [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  // The routes the page matched, by id, for main.tsx to load their screens before hydrating.
  const matchedIds = context.matches.map((match) => match.route.id).join(' ');
  const root = `<div id="root" inert data-routes="${matchedIds}"${forPhone ? ` ${prerenderedForPhoneAttribute}` : ''}>`;
  const answers = data.length > 0 ? serverDataElement(data) : '';
  // Replaced by functions: a post may well contain "$&" or "$1", which a string would expand.
  return withScriptsAfterPaint(
    indexHtml.replace('</head>', () => `${links.join('\n')}\n</head>`),
  ).replace(rootElement, () => `${root}${html}</div>${answers}`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the page's own title and description, when it has them. */
function withHead(html: string, head?: PageSummary): string {
  if (!head) return html;
  const title = head.wholeTitle ?? pageTitle(head.title);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(name="description"\s+content=")[^"]*/,
      (_, start: string) => `${start}${escapeHtml(head.description)}`,
    );
}

/**
 * index.html with a page's head: its title and description, the canonical link, Open Graph
 * with the brand's picture (and, for an article, its dates, author and section) and, for an article, its structured
 * data (a JSON block, which the CSP does not run). The server also sends it to a browser that
 * draws the page itself.
 */
export function withPageHead(html: string, head: PageHead, publicUrl: string): string {
  readMetaFrom(html);
  const url = `${publicUrl}${head.path}`;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', head.type),
    property('og:site_name', brandName()),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    // The brand mark (public/og-image.png, drawn by scripts/make-og-image.mjs): no words on it,
    // so it suits any installation's name, which previews print beside it.
    property('og:image', `${publicUrl}/og-image.png`),
    property('og:image:type', 'image/png'),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:image:alt', `The ${brandName()} mark, a violet flower`),
    '<meta name="twitter:card" content="summary_large_image" />',
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

/**
 * The manifest keys of a chunk and of every chunk it imports, each after the ones it imports:
 * the order their stylesheets apply in (a component's CSS after that of the ones it is built on).
 */
function withImports(
  manifest: Manifest,
  key: string,
  keys = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return keys;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, keys, seen);
  keys.add(key);
  return keys;
}

/** The footer, which the shell loads beside the screen (app/layout/shell-layout.tsx). */
const footerModule = 'src/app/footer/footer.tsx';

/**
 * What a page's screen and footer need that index.html does not load already: their chunks,
 * preloaded with the page so they are here when the entry asks for them (main.tsx), and their
 * stylesheets, which the page is drawn with. Vite's own loading of a lazy chunk skips the ones
 * listed here (it looks for their links); each preload it adds costs the main thread too.
 */
function pageAssets(
  manifest: Manifest,
  modules: string[],
): { chunks: string[]; stylesheets: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? withImports(manifest, entry) : new Set<string>();
  const needed = new Set<string>();
  for (const module of modules) withImports(manifest, module, needed);
  const added = [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  return {
    chunks: added.map((chunk) => (chunk as { file: string }).file),
    stylesheets: [
      ...new Set(added.flatMap((chunk) => chunk?.css ?? []).filter((file) => !loadedCss.has(file))),
    ],
  };
}

/**
 * The page is drawn before its scripts run, and they are fetched at low priority once it is on
 * screen (src/scripts-after-paint.js): the entry becomes that loader's data, the preloads
 * wait under a rel the browser does not fetch.
 */
function withScriptsAfterPaint(html: string): string {
  return html
    .replace(
      /<script type="module"[^>]* src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script defer src="/scripts-after-paint.js" data-entry="${entry}"></script>`,
    )
    .replace(
      /<link rel="modulepreload" /g,
      '<link rel="modulepreload-after-paint" fetchpriority="low" ',
    );
}
