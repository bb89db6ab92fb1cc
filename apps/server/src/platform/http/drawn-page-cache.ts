import { createHash } from 'node:crypto';
import type { PageHead } from '@orchid/contracts/page-head';
import type { PageData } from './web-app';

/** Addresses kept, at most: a few hundred posts, each for a phone and for other screens. */
const MAX_PAGES = 500;

type DrawnPage = { pathname: string; forPhone: boolean; head: PageHead; data: PageData };

/**
 * Pages of data (a blog post) as the server drew them, one drawing per address (and for a
 * phone or not), with a digest of the data it was drawn from. Reading the data is one quick
 * query and drawing it with React takes some milliseconds, so a page is drawn again only when
 * what it shows has changed, on every server alike. The address used longest ago goes when
 * the cache is full.
 */
export function drawnPageCache(maxPages = MAX_PAGES) {
  const pages = new Map<string, { digest: string; html: Promise<string> }>();
  return {
    async get(page: DrawnPage, draw: () => Promise<string>): Promise<string> {
      const key = `${page.pathname}\n${page.forPhone}`;
      const digest = createHash('sha256')
        .update(JSON.stringify([page.head, page.data]))
        .digest('base64url');
      const kept = pages.get(key);
      pages.delete(key);
      if (kept?.digest === digest) {
        pages.set(key, kept);
        return kept.html;
      }
      const html = draw();
      pages.set(key, { digest, html });
      // A drawing that failed is not kept: the next request tries again.
      html.catch(() => {
        if (pages.get(key)?.html === html) pages.delete(key);
      });
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      return html;
    },
    get size() {
      return pages.size;
    },
  };
}
