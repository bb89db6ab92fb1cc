import type { BlogSection } from '@orchid/contracts/blog-categories';
import { SECTION_PATHS } from '@orchid/contracts/blog-paths';

// The words and small rules of the blog's pages.

/** The reading time as a card shows it. */
export const readingTimeInWords = (minutes: number): string => `${minutes} min read`;

/** Where an entry's page leads back to. */
export const backToSection = (section: BlogSection) => ({
  to: SECTION_PATHS[section],
  label: section === 'blog' ? 'All posts' : 'All press',
});

/** What an entry of the section is called in a sentence. */
export const entryNoun = (section: BlogSection) => (section === 'blog' ? 'post' : 'item');
