import { useEffect } from 'react';
import { usePageTitle } from '../../app/brand';

/**
 * The page's title and its meta description, which search engines show under it. The
 * description goes back to index.html's when the page is left, so other pages keep theirs.
 */
export function usePageMeta(title: string, description: string) {
  usePageTitle(title);
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
