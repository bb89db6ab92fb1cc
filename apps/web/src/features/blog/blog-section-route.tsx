import { blogPageOf } from '@orchid/contracts/blog-pages';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../not-found/not-found-page';
import { EntryPage } from './entry-page';
import { SectionPage } from './section-page';

/**
 * /blogs, /blogs/{category}, /blogs/{url} and the same under /press: a segment under a
 * section is one of its categories, or else an entry's address (the server refuses an entry
 * whose address is a category's).
 */
export function BlogSectionRoute() {
  const page = blogPageOf(useLocation().pathname);
  if (!page) return <NotFoundPage />;
  if (page.kind === 'entry')
    return <EntryPage key={page.url} section={page.section} url={page.url} />;
  return <SectionPage section={page.section} category={page.category} />;
}
