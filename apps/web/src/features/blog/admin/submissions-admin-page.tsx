import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type BlogSubmission, blogSubmissionDraftPath } from '@orchid/contracts/blog';
import { useState } from 'react';
import { browserTimeZone } from '../../../app/browser-time-zone';
import { PageButtons } from '../../../ui/page-buttons';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import directory from '../../directory/directory.module.css';
import classes from '../blog.module.css';
import { longDate } from '../blog-words';
import { SUBMISSIONS_PAGE_SIZE, useSubmissions } from './blog-admin-queries';

/** The admin desk's tab of drafts guest authors sent from /post-blog, newest first. */
export function SubmissionsAdminPage() {
  const [page, setPage] = useState(1);
  const submissions = useSubmissions(page);
  return (
    <Stack gap="md">
      <Title order={2}>Blog submissions</Title>
      <Text c="dimmed">
        Drafts guest authors sent. Reply to each within one to two weeks, as the guidelines promise.
      </Text>
      <QueryView query={submissions} failedMessage="We could not load the submissions">
        {({ submissions: list, total }) =>
          total === 0 ? (
            <Panel>
              <Text>No submission yet. Authors send them from the blog's Submit a post page.</Text>
            </Panel>
          ) : (
            <Stack gap="md" aria-busy={submissions.isPlaceholderData}>
              <ul
                className={`${directory.results} ${classes.threeColumns}`}
                aria-label="Submissions"
              >
                {list.map((submission) => (
                  <li key={submission.id}>
                    <SubmissionCard submission={submission} />
                  </li>
                ))}
              </ul>
              <PageButtons
                label="Pages of submissions"
                page={page}
                pages={Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE))}
                onPage={setPage}
              />
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

function SubmissionCard({ submission }: { submission: BlogSubmission }) {
  return (
    <Panel className={classes.card}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Badge variant="light">{submission.category.label}</Badge>
        <Text size="sm" c="dimmed">
          {longDate(submission.create_datetime, browserTimeZone())}
        </Text>
      </Group>
      <Title order={3} size="h4" mt="sm">
        {submission.suggested_title}
      </Title>
      <Text mt={4}>
        {submission.name} ·{' '}
        <Anchor
          href={`mailto:${submission.email}?subject=${encodeURIComponent(submission.suggested_title)}`}
        >
          {submission.email}
        </Anchor>
      </Text>
      <Text mt="xs" size="sm" className={classes.cardSummary}>
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
  );
}
