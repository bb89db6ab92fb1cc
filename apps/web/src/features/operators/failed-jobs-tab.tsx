import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { FailedJob } from '@orchid/contracts/admin';
import { useState } from 'react';
import { instantInWords } from '../../app/format/dates';
import { showToast } from '../../app/toasts';
import { Panel } from '../../ui/panel';
import { DeskList } from './desk-list';
import { useFailedJobs, useRetryJob } from './desk-queries';

/**
 * Background jobs that failed after their last try (what `npm run jobs -- failed` lists), newest
 * first, each with Retry (`npm run jobs -- retry <id>`). docs/jobs.md tells what each kind does.
 */
export function FailedJobsTab() {
  const [page, setPage] = useState(1);
  const failed = useFailedJobs(page);
  return (
    <section aria-labelledby="failed-title">
      <Title order={2} id="failed-title">
        Failed jobs
      </Title>
      <Text c="dimmed" mb="md">
        Work the servers tried several times and gave up on, such as a mail the mail server refused.
        Fix the cause first (the error says what went wrong), then retry.
      </Text>
      <DeskList
        query={failed}
        itemsOf={(answer) => answer.jobs}
        label="Failed jobs"
        failedMessage="We could not load the failed jobs"
        empty="No job has failed. Nothing to do here."
        page={page}
        onPage={setPage}
      >
        {(job) => <FailedJobRow key={job.id} job={job} />}
      </DeskList>
    </section>
  );
}

function FailedJobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  return (
    <li>
      <Panel>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600}>{job.kind}</Text>
            <Text size="sm" c="dimmed">
              {job.failed_at ? `Failed ${instantInWords(job.failed_at)}` : 'Failed'} after{' '}
              {job.attempts} tries · <span translate="no">{job.id}</span>
            </Text>
            {job.last_error && (
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {job.last_error}
              </Code>
            )}
          </Stack>
          <Button
            variant="default"
            loading={retry.isPending}
            aria-label={`Retry the ${job.kind} job ${job.id}`}
            onClick={() =>
              retry.mutate(job.id, {
                onSuccess: () => showToast({ color: 'green', message: 'The job is queued again.' }),
                onError: (error) => showToast({ color: 'red', message: error.message }),
              })
            }
          >
            Retry
          </Button>
        </Group>
      </Panel>
    </li>
  );
}
