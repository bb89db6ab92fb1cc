import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../app/toasts';
import { PageButtons } from '../../ui/page-buttons';
import { Panel } from '../../ui/panel';
import { PlainList } from '../../ui/plain-list';
import { QueryView } from '../../ui/query-view';
import { deskDate } from './desk-dates';
import { DESK_PAGE_SIZE, useFailedJobs, useRetryJob } from './desk-queries';

/**
 * Background jobs that failed after their last try (what `npm run jobs -- failed` lists), newest
 * first, each with Retry (`npm run jobs -- retry <id>`). docs/jobs.md tells what each kind does.
 */
export function FailedJobsTab() {
  const [page, setPage] = useState(1);
  const failed = useFailedJobs(page);
  const retry = useRetryJob();
  return (
    <section aria-labelledby="failed-title">
      <Title order={2} id="failed-title">
        Failed jobs
      </Title>
      <Text c="dimmed" mb="md">
        Work the servers tried several times and gave up on, such as a mail the mail server
        refused. Fix the cause first (the error says what went wrong), then retry.
      </Text>
      <QueryView query={failed} failedMessage="We could not load the failed jobs">
        {({ jobs, total }) =>
          jobs.length === 0 ? (
            <Panel>
              <Text>No job has failed. Nothing to do here.</Text>
            </Panel>
          ) : (
            <Stack gap="md">
              <PlainList label="Failed jobs">
                {jobs.map((job) => (
                  <li key={job.id}>
                  <Panel>
                    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Text fw={600}>{job.kind}</Text>
                        <Text size="sm" c="dimmed">
                          {job.failed_at ? `Failed ${deskDate(job.failed_at)}` : 'Failed'} after{' '}
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
                        loading={retry.isPending && retry.variables === job.id}
                        aria-label={`Retry the ${job.kind} job ${job.id}`}
                        onClick={() =>
                          retry.mutate(job.id, {
                            onSuccess: () =>
                              showToast({ color: 'green', message: 'The job is queued again.' }),
                            onError: (error) => showToast({ color: 'red', message: error.message }),
                          })
                        }
                      >
                        Retry
                      </Button>
                    </Group>
                  </Panel>
                  </li>
                ))}
              </PlainList>
              <PageButtons
                label="Pages of failed jobs"
                page={page}
                pages={Math.ceil(total / DESK_PAGE_SIZE)}
                onPage={setPage}
              />
            </Stack>
          )
        }
      </QueryView>
    </section>
  );
}
