/**
 * This installation's settings that the server writes into index.html's meta tags (the brand
 * name, the support address, the operator: platform/http/web-app.ts). In a browser they are
 * read from the page; a page prerendered on the server reads them from the HTML it goes into.
 */
let readMeta = (name: string): string | null | undefined =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

/** The content of `<meta name="{name}">`, trimmed; undefined when missing or blank. */
export function metaContent(name: string): string | undefined {
  return readMeta(name)?.trim() || undefined;
}

/** The characters the server escapes in what it writes (platform/text/html.ts). */
const escaped: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Prerendering (prerender.tsx): the meta tags are read from this HTML rather than a page. */
export function readMetaFrom(html: string): void {
  readMeta = (name) =>
    html
      .match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1]
      ?.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => escaped[entity] ?? entity);
}
