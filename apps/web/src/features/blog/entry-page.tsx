import { Anchor, Container, Group, Text, Title } from '@mantine/core';
import type { BlogPost, BlogSection } from '@orchid/contracts/blog';
import { sectionItemPath } from '@orchid/contracts/blog-paths';
import { useRef } from 'react';
import { Link } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { usePageMeta } from '../../app/use-page-meta';
import { BackLink } from '../../ui/back-link';
import listing from '../../ui/listing.module.css';
import { QueryView } from '../../ui/query-view';
import { EmpowerYourClinic } from '../marketing/empower-your-clinic';
import { NotFoundPage } from '../not-found/not-found-page';
import { AuthorLine } from './author-line';
import classes from './blog.module.css';
import { useEntry } from './blog-queries';
import { backToSection, entryNoun, readingTimeInWords } from './blog-words';
import { ReadingProgress } from './reading-progress';
import { PhoneOverview, TableOfContents } from './table-of-contents';
import { TagList } from './tag-list';

type EntryPageProps = { section: BlogSection; url: string };

/** /blogs/{url} and /press/{press_url}: one entry, with its table of contents. */
export function EntryPage({ section, url }: EntryPageProps) {
  const entry = useEntry(section, url);
  if (entry.isError && isRefusal(entry.error, 'blog.notFound')) return <NotFoundPage />;
  return (
    <QueryView query={entry} failedMessage={`We could not load this ${entryNoun(section)}`}>
      {(post) => <Entry post={post} section={section} />}
    </QueryView>
  );
}

function Entry({ post, section }: { post: BlogPost; section: BlogSection }) {
  usePageMeta(post.title, post.summary);
  const timeZone = useViewerTimeZone();
  const article = useRef<HTMLElement>(null);
  const back = backToSection(section);
  const toc = post.table_of_contents;
  return (
    <>
      <ReadingProgress article={article} />
      <Container size="lg" className={listing.page}>
        <BackLink to={back.to}>{back.label}</BackLink>
        <div className={classes.entryLayout} data-with-toc={toc.length > 0 || undefined}>
          <article ref={article} className={classes.entry} aria-labelledby="entry-title">
            <header className={classes.entryHeader}>
              <Anchor
                component={Link}
                to={sectionItemPath(section, post.category.value)}
                fw={600}
                size="sm"
              >
                {post.category.label}
              </Anchor>
              <Title order={1} id="entry-title" mt={4}>
                {post.title}
              </Title>
              <Text size="lg" c="dimmed" mt="sm">
                {post.summary}
              </Text>
              <Group justify="space-between" mt="md" gap="sm">
                <AuthorLine entry={post} timeZone={timeZone} />
                <Text size="sm" c="dimmed">
                  {readingTimeInWords(post.reading_time_minutes)}
                </Text>
              </Group>
            </header>
            {toc.length > 0 && <PhoneOverview items={toc} />}
            <div
              className={classes.prose}
              // Rendered from Markdown and sanitized by the server (modules/blog/render-markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized HTML
              dangerouslySetInnerHTML={{ __html: post.body_html }}
            />
            {post.tags.length > 0 && <TagList tags={post.tags} />}
            {/* The practice's call to action ends a blog post; press entries are news. */}
            {section === 'blog' && (
              <div className={classes.entryCallToAction}>
                <EmpowerYourClinic />
              </div>
            )}
          </article>
          {toc.length > 0 && (
            <aside className={classes.tocAside}>
              <TableOfContents items={toc} />
            </aside>
          )}
        </div>
      </Container>
    </>
  );
}
