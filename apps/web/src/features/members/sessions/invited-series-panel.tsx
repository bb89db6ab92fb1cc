import { Alert, Button, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconChecks } from '@tabler/icons-react';
import { showToast } from '../../../app/toasts';
import { Panel } from '../../../ui/panel';
import { useAcceptSeries } from './session-queries';
import { type InvitedSeries, momentInWords, professionalName } from './session-words';

type InvitedSeriesPanelProps = {
  user: UserInfo;
  series: InvitedSeries;
  timeZone: string;
};

/**
 * A series the practice invited the client to, accepted once for all its sessions still
 * awaiting an answer (each card still accepts one session, for a client who prefers that).
 */
export function InvitedSeriesPanel({ user, series, timeZone }: InvitedSeriesPanelProps) {
  const accept = useAcceptSeries(user);
  const [first] = series.sessions;
  if (!first) return null;
  const count = series.sessions.length;
  const titleId = `series-${series.seriesId}`;
  return (
    <section aria-labelledby={titleId}>
      <Panel mb="sm">
        <Title order={3} size="h4" id={titleId}>
          {count} sessions of a series await your answer
        </Title>
        <Text mt={4}>
          {professionalName(first.orchid_pro)} invited you to a series of{' '}
          {first.appointment_type_label}, the first on{' '}
          {momentInWords(first.appointment_start, timeZone)}.
        </Text>
        {accept.error && (
          <Alert color="red" variant="light" role="alert" title="Not accepted" mt="sm">
            {accept.error.message}
          </Alert>
        )}
        <Button
          mt="md"
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          loading={accept.isPending}
          aria-describedby={titleId}
          onClick={() =>
            accept.mutate(series.seriesId, {
              onSuccess: (answer) =>
                showToast({
                  color: 'green',
                  title: 'Series confirmed',
                  message: `${answer.changed.length} sessions accepted`,
                }),
            })
          }
        >
          Accept all
        </Button>
      </Panel>
    </section>
  );
}
