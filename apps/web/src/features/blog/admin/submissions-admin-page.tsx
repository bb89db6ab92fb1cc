import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { type BlogSubmission, blogSubmissionDraftPath } from '@orchid/contracts/blog';
import { useState } from 'react';
import { instantInWords } from '../../../app/format/dates';
import { Panel } from '../../../ui/panel';
import { DeskList } from '../../operators/desk-list';
import { useSubmissions } from './blog-admin-queries';

/** The desk's tab of drafts guest authors sent from /post-blog, newest first. */
export function SubmissionsAdminPage() {
  const [page, setPage] = useState(1);
  const submissions = useSubmissions(page);
  return (
    <section aria-labelledby="submissions-title">
      <Title order={2} id="submissions-title">
        Blog submissions
      </Title>
      <Text c="dimmed" mb="md">
        Drafts guest authors sent. Reply to each within one to two weeks, as the guidelines promise;
        an accepted one is written up in the Blog and press tab.
      </Text>
      <DeskList
        query={submissions}
        itemsOf={(answer) => answer.submissions}
        label="Submissions"
        failedMessage="We could not load the submissions"
        empty="No submission yet. Authors send them from the blog's Submit a post page."
        page={page}
        onPage={setPage}
      >
        {(submission) => <SubmissionRow key={submission.id} submission={submission} />}
      </DeskList>
    </section>
  );
}

function SubmissionRow({ submission }: { submission: BlogSubmission }) {
  const reply = `mailto:${submission.email}?subject=${encodeURIComponent(submission.suggested_title)}`;
  return (
    <li>
      <Panel>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Badge variant="light">{submission.category.label}</Badge>
          <Text size="sm" c="dimmed">
            {instantInWords(submission.create_datetime)}
          </Text>
        </Group>
        <Title order={3} size="h4" mt="sm" style={{ overflowWrap: 'anywhere' }}>
          {submission.suggested_title}
        </Title>
        <Text mt={4} style={{ overflowWrap: 'anywhere' }}>
          {submission.name} · <Anchor href={reply}>{submission.email}</Anchor>
        </Text>
        <Text mt="xs" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {submission.author_bio}
        </Text>
        <Text mt="sm" fw={600}>
          {submission.draft_file_name ? (
            <Anchor
              href={blogSubmissionDraftPath(submission.id)}
              download={submission.draft_file_name}
            >
              Download {submission.draft_file_name}
            </Anchor>
          ) : (
            <Anchor
              href={submission.document_url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the shared document
            </Anchor>
          )}
        </Text>
      </Panel>
    </li>
  );
}
