import { Button, Stack, Text, Title } from '@mantine/core';
import type { Appointment } from '@orchid/contracts/appointments';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { viewerTimeZone } from '../../../app/format/time-zone';
import { paths } from '../../../app/paths';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { useDashboardUser } from '../../dashboard/use-dashboard-user';
import { MemberGroupsSection } from '../../group-sessions/member-groups-section';
import { CancelSessionDialog } from './cancel-session-dialog';
import { InvitedSeriesPanel } from './invited-series-panel';
import { RescheduleSessionDialog } from './reschedule-session-dialog';
import { SessionCard } from './session-card';
import { usePastSessions, useUpcomingSessions } from './session-queries';
import { invitedSeriesOf, pastOf, upcomingOf } from './session-words';
import classes from './sessions-page.module.css';

/**
 * /member-dashboard/sessions: the client's sessions to come and past ones, on their own
 * clock; accept an invitation (a series' at once), move one to another free time, cancel (with the fee shown first), add one to a calendar. While
 * a guardian acts for a minor, the minor's.
 */
export function SessionsPage() {
  const user = useDashboardUser();
  const acting = isActingForMinor(user);
  const title = acting ? `${calledBy(user)}'s sessions` : 'My sessions';
  usePageTitle(title);
  // One "now" per visit: the lists and their split agree on it.
  const [now] = useState(() => new Date());
  const timeZone = viewerTimeZone(user);
  const upcoming = useUpcomingSessions(user, now);
  const past = usePastSessions(user, now);
  const [cancelling, setCancelling] = useState<Appointment>();
  const [moving, setMoving] = useState<Appointment>();
  const card = (session: Appointment) => (
    <li key={session.appointment_id}>
      <SessionCard
        user={user}
        session={session}
        timeZone={timeZone}
        now={now}
        onCancel={setCancelling}
        onReschedule={setMoving}
      />
    </li>
  );
  return (
    <>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4}>
        Times are shown in {timeZone.replaceAll('_', ' ')}.
      </Text>
      <Stack gap="xl" mt="lg" maw={760}>
        <section aria-labelledby="upcoming-title">
          <Title order={2} id="upcoming-title" mb="sm">
            Upcoming
          </Title>
          <QueryView query={upcoming} failedMessage="We could not load your sessions">
            {(list) => {
              const soon = upcomingOf(list, now);
              return soon.length === 0 ? (
                <NoUpcomingSessions />
              ) : (
                <>
                  {invitedSeriesOf(soon, now).map((series) => (
                    <InvitedSeriesPanel
                      key={series.seriesId}
                      user={user}
                      series={series}
                      timeZone={timeZone}
                    />
                  ))}
                  <ul className={classes.list}>{soon.map(card)}</ul>
                </>
              );
            }}
          </QueryView>
        </section>
        <MemberGroupsSection timeZone={timeZone} />
        <section aria-labelledby="past-title">
          <Title order={2} id="past-title" mb="sm">
            Past
          </Title>
          <QueryView query={past} failedMessage="We could not load your past sessions">
            {(list) => {
              const done = pastOf(list, now);
              return (
                <>
                  {done.length === 0 ? (
                    <Text c="dimmed">No past sessions yet.</Text>
                  ) : (
                    <ul className={classes.list}>{done.map(card)}</ul>
                  )}
                  {past.hasNextPage && (
                    <Button
                      variant="default"
                      mt="md"
                      loading={past.isFetchingNextPage}
                      onClick={() => past.fetchNextPage()}
                    >
                      Show earlier sessions
                    </Button>
                  )}
                </>
              );
            }}
          </QueryView>
        </section>
      </Stack>
      <CancelSessionDialog
        user={user}
        session={cancelling}
        timeZone={timeZone}
        onClose={() => setCancelling(undefined)}
      />
      <RescheduleSessionDialog
        user={user}
        session={moving}
        timeZone={timeZone}
        onClose={() => setMoving(undefined)}
      />
    </>
  );
}

/** The empty state: nothing booked yet, and where to start. */
function NoUpcomingSessions() {
  return (
    <Panel>
      <Text fw={600}>No upcoming sessions</Text>
      <Text mt={4}>
        When you book a session, or your professional invites you to one, it shows here.
      </Text>
      <Button
        component={Link}
        to={paths.professionalSearch}
        mt="md"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
      >
        Find a professional
      </Button>
    </Panel>
  );
}
