import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { listAppointments } from '@orchid/contracts/appointments';
import { withQuery } from '@orchid/contracts/endpoint';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../app/api/api-client';
import { viewerTimeZone } from '../../app/format/time-zone';
import { APPOINTMENTS_QUERY_ROOT } from '../../app/live/appointment-events';
import { paths } from '../../app/paths';
import { LoadFailed } from '../../ui/load-failed';
import { Panel } from '../../ui/panel';
import { dayAndTimeInWords, sessionWithName } from '../schedule/session-words';
import { calendarDayOf, NEXT_SESSIONS_DAYS, upcomingSessions } from './upcoming-sessions';

/** Sessions can last up to 8 hours: one begun that long ago may still be under way. */
const UNDER_WAY_MS = 8 * 60 * 60_000;

/**
 * The practice's sessions of today and the next ones, on the professional's clock, each a link
 * to its day on the calendar. Under the live updates' root: a booking elsewhere shows at once.
 */
export function UpcomingSessionsPanel({ user }: { user: UserInfo }) {
  const [now] = useState(() => new Date());
  const timeZone = viewerTimeZone(user);
  const sessions = useQuery({
    queryKey: [APPOINTMENTS_QUERY_ROOT, 'dashboard', user.sub, now.toISOString()],
    queryFn: ({ signal }) =>
      call(
        withQuery(listAppointments, {
          oldest_datetime: new Date(now.getTime() - UNDER_WAY_MS).toISOString(),
          newest_datetime: new Date(now.getTime() + NEXT_SESSIONS_DAYS * 86_400_000).toISOString(),
          limit: '200',
        }),
        undefined,
        { signal },
      ),
    select: (answer) => upcomingSessions(answer.appointments, now, timeZone),
  });
  return (
    <Panel>
      <section aria-labelledby="upcoming-sessions-title">
        <Title order={2} size="h3" id="upcoming-sessions-title">
          Your sessions
        </Title>
        {sessions.isPending ? (
          <Loader size="sm" mt="sm" aria-label="Loading your sessions" />
        ) : sessions.isError ? (
          <LoadFailed
            message="We could not load your sessions"
            error={sessions.error}
            onRetry={() => sessions.refetch()}
          />
        ) : (
          <Stack gap="md" mt="sm">
            <SessionList
              title="Today"
              empty="No sessions today."
              list={sessions.data.today}
              timeZone={timeZone}
            />
            <SessionList
              title="Next"
              empty={`Nothing booked in the next ${NEXT_SESSIONS_DAYS} days.`}
              list={sessions.data.next}
              timeZone={timeZone}
            />
            <Anchor component={Link} to={paths.proSchedule} size="sm">
              Open the calendar
            </Anchor>
          </Stack>
        )}
      </section>
    </Panel>
  );
}

function SessionList({
  title,
  empty,
  list,
  timeZone,
}: {
  title: string;
  empty: string;
  list: ReturnType<typeof upcomingSessions>['today'];
  timeZone: string;
}) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((session) => (
            <li key={session.appointment_id}>
              <Anchor
                component={Link}
                to={`${paths.proSchedule}?date=${calendarDayOf(session, timeZone)}`}
                fw={600}
              >
                {sessionWithName(session)}
              </Anchor>
              <Text size="sm">
                {session.appointment_type_label} ·{' '}
                {dayAndTimeInWords(session.appointment_start, timeZone)}
                {session.status_flags.unconfirmedInvite ? ' · not yet accepted' : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
