import { Text, Title } from '@mantine/core';
import {
  BLOG_EDITORIAL_TERMS,
  BLOG_SUBMISSION_GUIDELINES,
  BLOG_SUBMISSIONS_REFUSED,
} from '@orchid/contracts/blog-categories';
import { Panel } from '../../ui/panel';
import { LineList } from './line-list';

/** §5's guidelines: beside the submission form, and on the write-for-us page. */
export function SubmissionGuidelines({ title = 'Guidelines' }: { title?: string }) {
  return (
    <section aria-labelledby="guidelines-title">
      <Panel>
        <Title order={2} size="h3" id="guidelines-title">
          {title}
        </Title>
        <LineList lines={BLOG_SUBMISSION_GUIDELINES} />
        <Title order={3} size="h4" mt="lg">
          Submissions we won't accept
        </Title>
        <LineList lines={BLOG_SUBMISSIONS_REFUSED} />
        <Title order={3} size="h4" mt="lg">
          What happens next
        </Title>
        <LineList lines={BLOG_EDITORIAL_TERMS} />
        <Text size="sm" c="dimmed" mt="md">
          Sharing a link instead of a file? Set the document so that anyone with the link can edit
          it, so we can suggest our edits in it.
        </Text>
      </Panel>
    </section>
  );
}
