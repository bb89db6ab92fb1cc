import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { pageTitle } from './brand';

/**
 * The page's title and its meta description, which search engines show under it. The
 * description goes back to index.html's when the page is left, so other pages keep theirs.
 */
export function usePageMeta(title: string, description: string) {
  useWholePageMeta(pageTitle(title), description);
}

/** The same, for a page whose whole title the spec gives (not "<page> | <brand>"). */
export function useWholePageMeta(wholeTitle: string, description: string) {
  useDocumentTitle(wholeTitle);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}

/**
 * Asks search engines not to index the page while it is shown (the operator's desk, the
 * dashboards, the e-mail preference pages): a `<meta name="robots" content="noindex">` in the
 * head, taken away when the page is left. robots.txt keeps well-behaved crawlers off them too.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
