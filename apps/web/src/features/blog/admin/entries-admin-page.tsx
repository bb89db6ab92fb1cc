import {
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { BlogSection } from '@orchid/contracts/blog';
import { sectionItemPath } from '@orchid/contracts/blog-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { browserTimeZone } from '../../../app/browser-time-zone';
import { useSession } from '../../../app/session/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { ScreenLoading } from '../../../ui/screen-loading';
import { longDate } from '../blog-words';
import { useDeleteEntry, useEditorEntries, useEditorEntry } from './blog-admin-queries';
import { EntryEditor } from './entry-editor';

type Editing = { id: number | undefined } | undefined;

/** The admin desk's blog tab: the entries of the blog and the press page, and their editor. */
export function EntriesAdminPage() {
  const [section, setSection] = useState<BlogSection>('blog');
  const [editing, setEditing] = useState<Editing>();
  const { user } = useSession();
  if (!user) return <ScreenLoading />;
  const me = { sub: user.sub, name: `${user.first_name} ${user.last_name}`.trim() };
  if (editing) {
    return (
      <Stack gap="md">
        <Title order={2}>
          {editing.id === undefined ? `New ${section === 'blog' ? 'post' : 'press item'}` : 'Edit'}
        </Title>
        <EditorFor id={editing.id} section={section} me={me} onDone={() => setEditing(undefined)} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Blog and press</Title>
        <Button onClick={() => setEditing({ id: undefined })}>
          {section === 'blog' ? 'Write a post' : 'Add a press item'}
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Section"
        value={section}
        onChange={(value) => setSection(value as BlogSection)}
        data={[
          { value: 'blog', label: 'Blog' },
          { value: 'press', label: 'Press' },
        ]}
        w="fit-content"
      />
      <EntryList section={section} onEdit={(id) => setEditing({ id })} />
    </Stack>
  );
}

type EditorForProps = {
  id: number | undefined;
  section: BlogSection;
  me: { sub: string; name: string };
  onDone: () => void;
};

function EditorFor({ id, section, me, onDone }: EditorForProps) {
  const entry = useEditorEntry(id);
  if (id === undefined)
    return <EntryEditor section={section} entry={undefined} me={me} onDone={onDone} />;
  return (
    <QueryView query={entry} failedMessage="We could not load this entry">
      {(loaded) => <EntryEditor section={loaded.section} entry={loaded} me={me} onDone={onDone} />}
    </QueryView>
  );
}

function EntryList({ section, onEdit }: { section: BlogSection; onEdit: (id: number) => void }) {
  const entries = useEditorEntries(section);
  const remove = useDeleteEntry();
  const [deleting, setDeleting] = useState<{ id: number; title: string }>();
  const timeZone = browserTimeZone();
  return (
    <QueryView query={entries} failedMessage="We could not load the entries">
      {(list) =>
        list.length === 0 ? (
          <Panel>
            <Text>Nothing here yet. Write the first one.</Text>
          </Panel>
        ) : (
          <Panel p={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Category</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>
                        {entry.status === 'published' && !entry.scheduled ? (
                          <Anchor component={Link} to={sectionItemPath(section, entry.url)}>
                            {entry.title}
                          </Anchor>
                        ) : (
                          entry.title
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={
                            entry.status === 'draft' ? 'gray' : entry.scheduled ? 'yellow' : 'green'
                          }
                        >
                          {entry.status === 'draft'
                            ? 'Draft'
                            : entry.scheduled
                              ? 'Scheduled'
                              : 'Published'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {entry.status === 'draft' ? '—' : longDate(entry.create_datetime, timeZone)}
                      </Table.Td>
                      <Table.Td>{entry.category.label}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => onEdit(entry.id)}>
                            Edit<VisuallyHidden> {entry.title}</VisuallyHidden>
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setDeleting({ id: entry.id, title: entry.title })}
                          >
                            Delete<VisuallyHidden> {entry.title}</VisuallyHidden>
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ConfirmDialog
              opened={deleting !== undefined}
              title="Delete this entry?"
              confirmLabel="Delete"
              failureTitle="Not deleted"
              destructive
              action={remove}
              onConfirm={(done) => deleting && remove.mutate(deleting.id, { onSuccess: done })}
              onClose={() => setDeleting(undefined)}
            >
              “{deleting?.title}” is removed from the site for good.
            </ConfirmDialog>
          </Panel>
        )
      }
    </QueryView>
  );
}
