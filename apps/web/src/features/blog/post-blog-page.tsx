import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { BLOG_BIO_WORDS_MAX, WRITE_FOR_US_CATEGORIES } from '@orchid/contracts/blog';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import { InvalidFormAlert } from '../../ui/invalid-form-alert';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import groups from '../group-sessions/group-sessions.module.css';
import { useSubmitPost } from './blog-queries';
import {
  bioWordsInWords,
  type SubmissionValues,
  submissionFormSchema,
  submissionInitialValues,
  submissionInput,
} from './submission-form-values';
import { SubmissionGuidelines } from './submission-guidelines';

const WORD_TYPES =
  '.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** /post-blog: a guest author sends a draft for the blog, with the guidelines beside it. */
export function PostBlogPage() {
  usePageMeta(
    'Submit a blog post',
    `Send your article to the ${brandName()} blog: a Word document or a link, your suggested title and a short bio.`,
  );
  const navigate = useNavigate();
  const submit = useSubmitPost();
  const [reading, setReading] = useState(false);
  const form = useForm<SubmissionValues>({
    initialValues: submissionInitialValues,
    validate: schemaResolver(submissionFormSchema, { sync: true }),
  });
  const { values } = form;
  const send = form.onSubmit(async (current) => {
    setReading(true);
    const input = await submissionInput(current).finally(() => setReading(false));
    submit.mutate(input, {
      onSuccess: (receipt) => navigate(paths.postBlogConfirmation, { state: { receipt } }),
    });
  });
  return (
    <Container size="lg" className={listing.page}>
      <Title order={1}>Submit a blog post</Title>
      <Text mt="xs" c="dimmed" size="lg" mb="lg">
        Clinicians and researchers write for the {brandName()} blog. Send us your draft and we will
        reply within one to two weeks.
      </Text>
      <div className={groups.layout}>
        <Panel>
          <form onSubmit={send} noValidate aria-label="Your submission">
            <Stack gap="md">
              <TextInput
                label="Your name"
                required
                maxLength={100}
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label="E-mail"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                description="Where we reply."
                inputWrapperOrder={['label', 'input', 'error', 'description']}
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Suggested title"
                required
                maxLength={100}
                description="At most 10 words or 100 characters."
                inputWrapperOrder={['label', 'input', 'error', 'description']}
                {...form.getInputProps('suggested_title')}
              />
              <NativeSelect
                label="What is it about?"
                required
                data={[
                  { value: '', label: 'Choose a category' },
                  ...WRITE_FOR_US_CATEGORIES.map((category) => ({
                    value: category.value,
                    label: category.label,
                  })),
                ]}
                {...form.getInputProps('category')}
              />
              <Radio.Group
                label="Your draft"
                required
                size="md"
                {...form.getInputProps('draft_kind')}
              >
                <Group mt={6} gap="lg">
                  <Radio value="file" label="A Word document" size="md" />
                  <Radio value="link" label="A link to a shared document" size="md" />
                </Group>
              </Radio.Group>
              {values.draft_kind === 'file' ? (
                <FileInput
                  size="md"
                  label="Word document"
                  required
                  accept={WORD_TYPES}
                  placeholder="Choose a .doc or .docx file"
                  leftSection={<IconFileText size={18} aria-hidden="true" />}
                  description="A .doc or .docx file of at most 5 MB."
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  clearable
                  {...form.getInputProps('draft')}
                />
              ) : (
                <TextInput
                  label="Link to your document"
                  type="url"
                  required
                  placeholder="https://"
                  description="Shared so that anyone with the link can edit it."
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  {...form.getInputProps('document_url')}
                />
              )}
              <Textarea
                label="Short author bio"
                required
                autosize
                minRows={3}
                maxLength={1000}
                description={`At most ${BLOG_BIO_WORDS_MAX} words: your name, your institutional affiliation and position, and the focus of your work. ${bioWordsInWords(values.author_bio)}.`}
                inputWrapperOrder={['label', 'input', 'error', 'description']}
                {...form.getInputProps('author_bio')}
              />
              <InvalidFormAlert shown={Object.keys(form.errors).length > 0} />
              {submit.error && (
                <Alert color="red" variant="light" role="alert" title="Not sent">
                  {submit.error.message}
                </Alert>
              )}
              <div>
                <Button type="submit" loading={reading || submit.isPending}>
                  Send my post
                </Button>
              </div>
            </Stack>
          </form>
        </Panel>
        <SubmissionGuidelines />
      </div>
    </Container>
  );
}
