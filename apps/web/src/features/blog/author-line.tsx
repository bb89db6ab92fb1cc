import { Avatar, Group, Text } from '@mantine/core';
import type { BlogEntry } from '@orchid/contracts/blog';
import { instantInWords } from '../../app/format/dates';

type AuthorLineProps = {
  entry: Pick<BlogEntry, 'author_display_name' | 'author_image_url' | 'create_datetime'>;
  timeZone: string;
};

/** The author's avatar (their photo, or their initials) and name, and the publish date. */
export function AuthorLine({ entry, timeZone }: AuthorLineProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={entry.author_image_url}
        name={entry.author_display_name}
        color="orchid"
        variant="filled"
        alt=""
        size={40}
        aria-hidden="true"
      />
      <div>
        <Text fw={600} size="sm">
          {entry.author_display_name}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.create_datetime}>
            {instantInWords(entry.create_datetime, timeZone, { dateStyle: 'long' })}
          </time>
        </Text>
      </div>
    </Group>
  );
}
