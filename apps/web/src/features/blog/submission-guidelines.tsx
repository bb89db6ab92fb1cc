import { List, Text, Title } from '@mantine/core';
import {
  BLOG_EDITORIAL_TERMS,
  BLOG_SUBMISSION_GUIDELINES,
  BLOG_SUBMISSIONS_REFUSED,
} from '@orchid/contracts/blog-categories';
import { Panel } from '../../ui/panel';

/** §5's guidelines beside the submission form. */
export function SubmissionGuidelines() {
  return (
    <section aria-labelledby="guidelines-title">
      <Panel>
        <Title order={2} size="h3" id="guidelines-title">
          Guidelines
        </Title>
        <List mt="sm" spacing={6}>
          {BLOG_SUBMISSION_GUIDELINES.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Title order={3} size="h4" mt="lg">
          Submissions we won't accept
        </Title>
        <List mt="sm" spacing={6}>
          {BLOG_SUBMISSIONS_REFUSED.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Title order={3} size="h4" mt="lg">
          What happens next
        </Title>
        <List mt="sm" spacing={6}>
          {BLOG_EDITORIAL_TERMS.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="md">
          Sharing a link instead of a file? Set the document so that anyone with the link can edit
          it, so we can suggest our edits in it.
        </Text>
      </Panel>
    </section>
  );
}
