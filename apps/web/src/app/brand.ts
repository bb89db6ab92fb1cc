import { useDocumentTitle } from '@mantine/hooks';
import { metaContent } from './installation-meta';

const fallbackBrand = 'Orchid';

/**
 * The product's name. The server writes its BRAND_NAME into index.html's
 * `<meta name="brand-name">`, so a self-hosted copy can carry its own name without a rebuild.
 */
export function brandName(): string {
  return metaContent('brand-name') ?? fallbackBrand;
}

/** "<page> | <brand>", the title of every page. */
export function pageTitle(page: string): string {
  return `${page} | ${brandName()}`;
}

export function usePageTitle(page: string) {
  useDocumentTitle(pageTitle(page));
}
