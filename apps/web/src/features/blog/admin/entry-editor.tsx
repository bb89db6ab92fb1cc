import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  BLOG_TAGS_MAX,
  type BlogSection,
  categoriesOf,
  type EditorEntry,
} from '@orchid/contracts/blog';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { showToast } from '../../../app/toasts';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import classes from '../blog.module.css';
import { readingTimeInWords } from '../blog-words';
import { imageProblem, uploadBlogImage, usePreview, useSaveEntry } from './blog-admin-queries';
import {
  type EntryFormValues,
  entryFormSchema,
  entryFormValues,
  entryInput,
  slugOf,
} from './entry-editor-values';

type EntryEditorProps = {
  section: BlogSection;
  /** The entry being changed; a new one without it. */
  entry: EditorEntry | undefined;
  me: { sub: string; name: string };
  onDone: () => void;
};

/**
 * Writing an entry: its title, address, summary, category and tags, the body in Markdown with
 * pictures and a preview that is what readers will get, the author and the publish date; kept
 * as a draft or published.
 */
export function EntryEditor({ section, entry, me, onDone }: EntryEditorProps) {
  const save = useSaveEntry(entry?.id);
  const [urlTouched, setUrlTouched] = useState(entry !== undefined);
  const form = useForm<EntryFormValues>({
    initialValues: entryFormValues(entry, me),
    validate: schemaResolver(entryFormSchema(section), { sync: true }),
  });
  const { values } = form;
  const publish = (status: 'draft' | 'published') =>
    form.onSubmit((current) =>
      save.mutate(entryInput(current, section, status, me), {
        onSuccess: (saved) => {
          showToast({
            color: 'green',
            title:
              status === 'published'
                ? saved.scheduled
                  ? 'Scheduled'
                  : 'Published'
                : 'Draft saved',
            message: saved.title,
          });
          onDone();
        },
      }),
    );
  return (
    <form
      onSubmit={publish('published')}
      noValidate
      aria-label={entry ? `Edit ${entry.title}` : 'New entry'}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={150}
          {...form.getInputProps('title')}
          onChange={(event) => {
            const title = event.currentTarget.value;
            form.setFieldValue('title', title);
            if (!urlTouched) form.setFieldValue('url', slugOf(title));
          }}
        />
        <TextInput
          label="Address"
          required
          maxLength={120}
          description={`/${section === 'blog' ? 'blogs' : 'press'}/${values.url || '…'}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('url')}
          onChange={(event) => {
            setUrlTouched(true);
            form.setFieldValue('url', event.currentTarget.value);
          }}
        />
        <Textarea
          label="Summary"
          required
          autosize
          minRows={2}
          maxLength={300}
          description="Shown on the card and to search engines."
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('summary')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Category"
            required
            data={[
              { value: '', label: 'Choose a category' },
              ...categoriesOf(section).map((category) => ({
                value: category.value,
                label: category.label,
              })),
            ]}
            {...form.getInputProps('category')}
          />
          <TagsInput
            label="Tags"
            description={`Up to ${BLOG_TAGS_MAX}; press Enter after each.`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            maxTags={BLOG_TAGS_MAX}
            size="md"
            {...form.getInputProps('tags')}
          />
        </SimpleGrid>
        <BodyField
          field={form.getInputProps('body_markdown')}
          value={() => form.getValues().body_markdown}
          onInsert={(body) => form.setFieldValue('body_markdown', body)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Author"
            required
            maxLength={100}
            {...form.getInputProps('author_display_name')}
          />
          <TextInput
            label="Publish date"
            type="datetime-local"
            description="Empty: now, when published. A date ahead schedules it."
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            {...form.getInputProps('publish_at')}
          />
        </SimpleGrid>
        <Checkbox
          label="I am the author: my directory photo shows beside the post"
          {...form.getInputProps('author_is_me', { type: 'checkbox' })}
        />
        <InvalidFormAlert shown={Object.keys(form.errors).length > 0} />
        {save.error && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="default"
            loading={save.isPending && save.variables?.status === 'draft'}
            onClick={() => publish('draft')()}
          >
            {entry?.status === 'published' ? 'Back to draft' : 'Save draft'}
          </Button>
          <Button type="submit" loading={save.isPending && save.variables?.status === 'published'}>
            {entry?.status === 'published' ? 'Update' : 'Publish'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type BodyFieldProps = {
  /** The form's props of the body's field. */
  field: ReturnType<ReturnType<typeof useForm<EntryFormValues>>['getInputProps']>;
  /** The body as it is now. */
  value: () => string;
  onInsert: (body: string) => void;
};

/** The body in Markdown, with pictures, and the preview readers will get. */
function BodyField({ field, value, onInsert }: BodyFieldProps) {
  const preview = usePreview();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [uploading, setUploading] = useState(false);
  const [pictureProblem, setPictureProblem] = useState<string>();

  /** Puts a picture's Markdown where the cursor is. */
  const addPicture = async (file: File | null) => {
    if (!file) return;
    const problem = imageProblem(file);
    setPictureProblem(problem);
    if (problem) return;
    setUploading(true);
    try {
      const url = await uploadBlogImage(file);
      const text = value();
      const at = textarea.current?.selectionStart ?? text.length;
      const picture = `\n\n![Describe the picture](${url})\n\n`;
      onInsert(`${text.slice(0, at)}${picture}${text.slice(at)}`);
    } catch (error) {
      setPictureProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Tabs
      defaultValue="write"
      onChange={(tab) => {
        if (tab === 'preview') preview.mutate(value());
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="write">Write</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        <Textarea
          ref={textarea}
          label="Body (Markdown)"
          description="## for a section heading, ### for a smaller one, **bold**, *italic*, - for a list, [words](link) for a link."
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          autosize
          minRows={14}
          maxRows={40}
          classNames={{ input: classes.markdownInput }}
          {...field}
        />
        <Group mt="xs" gap="sm">
          <FileButton onChange={addPicture} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                loading={uploading}
                leftSection={<IconPhoto size={16} aria-hidden="true" />}
              >
                Add a picture
              </Button>
            )}
          </FileButton>
          {pictureProblem && (
            <Text size="sm" c="red.8" role="alert">
              {pictureProblem}
            </Text>
          )}
        </Group>
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        {preview.isPending && <Loader size="sm" aria-label="Preparing the preview" />}
        {preview.error && (
          <Alert color="red" variant="light" role="alert" title="No preview">
            {preview.error.message}
          </Alert>
        )}
        {preview.data && (
          <section aria-label="Preview" className={classes.preview}>
            <Text size="sm" c="dimmed" mb="sm">
              {readingTimeInWords(preview.data.reading_time_minutes)}
              {preview.data.table_of_contents.length > 0 &&
                ` · ${preview.data.table_of_contents.length} headings in the table of contents`}
            </Text>
            <div
              className={classes.prose}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized HTML
              dangerouslySetInnerHTML={{ __html: preview.data.body_html }}
            />
          </section>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
