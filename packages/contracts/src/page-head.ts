// What a page the server draws says about itself in its <head>, for search engines and for
// links shared elsewhere (Open Graph): the server knows it from its data, the web app writes
// it (apps/web/src/prerender.tsx).

export type PageHead = {
  /** The page's own title, without the brand ("How to book a session"). */
  title: string;
  /** The whole document title, when the spec gives a page's title whole (not "title | brand"). */
  wholeTitle?: string;
  description: string;
  /** The page's address without the host: the canonical link and og:url add PUBLIC_URL. */
  path: string;
  /** 'article' for a post, else 'website'. */
  type: 'website' | 'article';
  /** An article's publish and change dates (ISO 8601) and author. */
  article?: { publishedTime: string; modifiedTime: string; author: string; section: string };
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
};
