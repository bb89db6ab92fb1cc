import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { BlogEntry } from '@orchid/contracts/blog';
import { SECTION_PATHS } from '@orchid/contracts/blog-paths';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { useEntries } from '../blog/blog-queries';
import { EntryCard } from '../blog/entry-card';
import { MarketingSection } from './section-heading';

/** §9: the teaser shows 3 posts. */
export const TEASER_POSTS = 3;

/**
 * The newest posts, at most TEASER_POSTS. The spec's teaser keeps the original site's post ids
 * 71, 67, 70, 1, 2 and 3; our posts have other ids, so the teaser shows the newest 3 instead
 * (by create_datetime, as the spec sorts them).
 */
export function newestPosts(entries: readonly BlogEntry[]): BlogEntry[] {
  return [...entries]
    .sort((a, b) => Date.parse(b.create_datetime) - Date.parse(a.create_datetime))
    .slice(0, TEASER_POSTS);
}

/**
 * A teaser of the blog (§2 "Orchid AI page"), from §7's list call (skip=0, limit=80). It loads
 * in the browser; when the call fails the failure is logged and the teaser stays empty (§8).
 */
export function BlogTeaser() {
  const entries = useEntries('blog', undefined);
  const timeZone = useViewerTimeZone();
  useEffect(() => {
    if (entries.error) console.error('The blog teaser could not load its posts', entries.error);
  }, [entries.error]);
  const posts = entries.data ? newestPosts(entries.data) : [];
  if (posts.length === 0) return null;
  return (
    <MarketingSection id="ai-blog-title" title="From our blog">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: TEASER_POSTS }} spacing="md" mt="md">
        {posts.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            section="blog"
            timeZone={timeZone}
            headingOrder={3}
          />
        ))}
      </SimpleGrid>
      <Text mt="md">
        <Anchor component={Link} to={SECTION_PATHS.blog}>
          Read more on the blog
        </Anchor>
      </Text>
    </MarketingSection>
  );
}
