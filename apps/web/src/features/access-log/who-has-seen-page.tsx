import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/brand';
import { instantInWords } from '../../app/format/dates';
import { viewerTimeZone } from '../../app/format/time-zone';
import { Panel } from '../../ui/panel';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { useAccessLog } from './access-log-queries';
import { PagedEvents } from './paged-events';

/**
 * "Who has seen my information" (member profile and professional settings): every read or
 * change of the person's data by someone else, newest first: a guardian, a practice's
 * scheduler, and from the charts on, professionals opening a client's record.
 */
export function WhoHasSeenPage() {
  usePageTitle('Who has seen my information');
  const user = useDashboardUser();
  const log = useAccessLog(user.sub);
  const timeZone = viewerTimeZone(user);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Who has seen my information</Title>
      <Text>
        Each time someone other than you opens or changes your information, it is written down here:
        who, when and what. Nobody can remove these entries.
      </Text>
      <Panel>
        <PagedEvents
          label="Who has seen your information"
          query={log}
          failedMessage="We could not load who has seen your information"
          empty="Nobody else has opened or changed your information yet."
        >
          {(event) => (
            <li key={`${event.at}-${event.action}-${event.actor_name}`}>
              <Text fw={600}>
                {event.actor_name}{' '}
                <Text span c="dimmed">
                  ({event.actor_role})
                </Text>
              </Text>
              <Text>{event.what}</Text>
              <Text size="sm" c="dimmed">
                {instantInWords(event.at, timeZone)}
              </Text>
            </li>
          )}
        </PagedEvents>
      </Panel>
    </Stack>
  );
}
