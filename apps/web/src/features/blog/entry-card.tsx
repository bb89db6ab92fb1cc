import { Anchor, Group, Text, Title } from '@mantine/core';
import type { BlogEntry, BlogSection } from '@orchid/contracts/blog';
import { sectionItemPath } from '@orchid/contracts/blog-paths';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import { AuthorLine } from './author-line';
import classes from './blog.module.css';
import { readingTimeInWords } from './blog-words';
import { TagList } from './tag-list';

type EntryCardProps = {
  entry: BlogEntry;
  section: BlogSection;
  timeZone: string;
  /** The title's heading level: 2 in a list page, 3 under another section's heading. */
  headingOrder?: 2 | 3;
};

/**
 * An entry in a list (§2): its tags, reading time, title (two lines at most) and summary
 * (three), the author and the publish date. The whole card opens the entry, at its top.
 */
export function EntryCard({ entry, section, timeZone, headingOrder = 2 }: EntryCardProps) {
  return (
    <Panel className={classes.card}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {entry.tags.length > 0 ? <TagList tags={entry.tags} /> : <span />}
        <Text size="sm" c="dimmed" className={classes.readingTime}>
          {readingTimeInWords(entry.reading_time_minutes)}
        </Text>
      </Group>
      <Title order={headingOrder} size="h4" lineClamp={2} mt="sm" className={classes.cardTitle}>
        <Anchor
          component={Link}
          to={sectionItemPath(section, entry.url)}
          inherit
          underline="hover"
          className={classes.cardLink}
        >
          {entry.title}
        </Anchor>
      </Title>
      <Text lineClamp={3} mt="xs" className={classes.cardSummary}>
        {entry.summary}
      </Text>
      <div className={classes.cardAuthor}>
        <AuthorLine entry={entry} timeZone={timeZone} />
      </div>
    </Panel>
  );
}
