import {
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { BlogSection, EditorEntry } from '@orchid/contracts/blog';
import { sectionItemPath } from '@orchid/contracts/blog-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { instantInWords } from '../../../app/format/dates';
import { useSession } from '../../../app/session/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Panel } from '../../../ui/panel';
import { PlainList } from '../../../ui/plain-list';
import { QueryView } from '../../../ui/query-view';
import { ScreenLoading } from '../../../ui/screen-loading';
import { useDeleteEntry, useEditorEntries, useEditorEntry } from './blog-admin-queries';
import { EntryEditor } from './entry-editor';

type Editing = { id: number | undefined } | undefined;
type EditorEntrySummary = Omit<EditorEntry, 'body_markdown'>;

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
  return (
    <QueryView query={entries} failedMessage="We could not load the entries">
      {(list) =>
        list.length === 0 ? (
          <Panel>
            <Text>Nothing here yet. Write the first one.</Text>
          </Panel>
        ) : (
          <>
            <PlainList label={section === 'blog' ? 'Posts' : 'Press items'}>
              {list.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  onEdit={() => onEdit(entry.id)}
                  onDelete={() => setDeleting({ id: entry.id, title: entry.title })}
                />
              ))}
            </PlainList>
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
          </>
        )
      }
    </QueryView>
  );
}

type EntryRowProps = { entry: EditorEntrySummary; onEdit: () => void; onDelete: () => void };

/** An entry in the desk's list: its title (a link once readers see it), state, date and category. */
function EntryRow({ entry, onEdit, onDelete }: EntryRowProps) {
  const shown = entry.status === 'published' && !entry.scheduled;
  const state = entry.status === 'draft' ? 'Draft' : entry.scheduled ? 'Scheduled' : 'Published';
  return (
    <li>
      <Panel>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {shown ? (
                <Anchor component={Link} to={sectionItemPath(entry.section, entry.url)}>
                  {entry.title}
                </Anchor>
              ) : (
                entry.title
              )}
            </Text>
            <Group gap="xs">
              <Badge
                variant="light"
                color={entry.status === 'draft' ? 'gray' : entry.scheduled ? 'yellow' : 'green'}
              >
                {state}
              </Badge>
              <Text size="sm" c="dimmed">
                {entry.category.label}
                {entry.status === 'published' && ` · ${instantInWords(entry.create_datetime)}`}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={onEdit}>
              Edit<VisuallyHidden> {entry.title}</VisuallyHidden>
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
              Delete<VisuallyHidden> {entry.title}</VisuallyHidden>
            </Button>
          </Group>
        </Group>
      </Panel>
    </li>
  );
}
