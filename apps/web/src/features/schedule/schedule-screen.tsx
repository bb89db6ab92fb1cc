import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../app/toasts';
import { QueryView } from '../../ui/query-view';
import { ScreenLoading } from '../../ui/screen-loading';
import { useAccess } from '../access/use-access';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { usePracticeOwner } from '../professionals/policies/cancellation-policy-queries';
import { practiceInWords } from '../professionals/policies/practice-words';
import { blockedEvent, businessHoursOf, overrideEvents, sessionEvents } from './calendar-events';
import type { MoveRequest } from './practice-calendar';
import { PracticeProvider, usePractice } from './practice-context';
import {
  useAppointments,
  useAvailability,
  useBlockedIntervals,
  useMoveSession,
  useSessionTypes,
  type VisibleRange,
} from './schedule-queries';
import { wallClockAt } from './session-time';
import { noPanel, type SidePanel, withLatest } from './side-panel';
import { SidePanelContent } from './side-panel-content';
import { SidePanelDrawer } from './side-panel-drawer';
import { dragsSessions, initialViewOf } from './views';

// FullCalendar and its plugins load with the calendar itself, in a chunk no other page asks for.
const PracticeCalendar = lazy(() =>
  import('./practice-calendar').then((m) => ({ default: m.PracticeCalendar })),
);

/**
 * The practice calendar (§2 Calendar, issue 13): the practice's sessions, blocked time and
 * hours by day, week, month or list, in the practice's time zone; a team member works the
 * owner's calendar (§6 on_behalf_of).
 */
export function ScheduleScreen() {
  const user = useDashboardUser();
  const access = useAccess(user).data;
  const { scheduler, team, ownerId, ownerName } = usePracticeOwner(user);
  const onBehalfOf = ownerId && ownerId !== user.sub ? ownerId : undefined;
  const availability = useAvailability(ownerId, onBehalfOf);

  if (scheduler && team.isError) {
    return (
      <QueryView query={team} failedMessage="We could not find your practice">
        {() => null}
      </QueryView>
    );
  }
  return (
    <Stack gap="md" mt="xs">
      {scheduler && ownerName && team.data && (
        <Text size="lg">You schedule for {practiceInWords(team.data.name, ownerName)}.</Text>
      )}
      {ownerId === undefined ? (
        <ScreenLoading />
      ) : (
        <QueryView query={availability} failedMessage="We could not load your calendar">
          {(loaded) => (
            <PracticeProvider
              practice={{
                ownerId,
                onBehalfOf,
                editsScheduling: access?.features['edit-scheduling'] ?? false,
                timeZone: loaded.timezone,
              }}
            >
              <CalendarWorkspace availability={loaded} />
            </PracticeProvider>
          )}
        </QueryView>
      )}
    </Stack>
  );
}

type Loaded = NonNullable<ReturnType<typeof useAvailability>['data']>;

function CalendarWorkspace({ availability }: { availability: Loaded }) {
  const practice = usePractice();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const [initialView] = useState(() => initialViewOf(params.get('view'), phone ?? false));
  const [view, setView] = useState(initialView);
  const finePointer = useMediaQuery('(pointer: fine)', true, { getInitialValueInEffect: false });
  const canDrag = dragsSessions(view, phone ?? false, finePointer ?? true);
  const [initialDate] = useState(() => params.get('date') ?? undefined);
  const [range, setRange] = useState<VisibleRange>();
  const rangeShown = useRef(false);
  const [panel, setPanel] = useState<SidePanel>(noPanel);
  const [showCancelled, setShowCancelled] = useState(false);
  const [moveProblem, setMoveProblem] = useState<string>();
  const [showDate, setShowDate] = useState<{ date: string; at: number }>();
  const appointments = useAppointments(practice, range);
  const blocks = useBlockedIntervals(practice, range);
  const sessionTypes = useSessionTypes(practice);
  const move = useMoveSession(practice);

  const events = useMemo(() => {
    const now = new Date();
    return [
      ...sessionEvents(appointments.data ?? [], { showCancelled, now }),
      ...(blocks.data ?? []).map(blockedEvent),
      ...(range
        ? overrideEvents(availability, range.start.slice(0, 10), range.end.slice(0, 10))
        : []),
    ];
  }, [appointments.data, blocks.data, availability, range, showCancelled]);
  const businessHours = useMemo(() => businessHoursOf(availability), [availability]);

  // The day of an instant where the practice is (the server may answer in UTC).
  const goTo = (instant: string) =>
    setShowDate({ date: wallClockAt(instant, availability.timezone).date, at: Date.now() });
  const close = () => setPanel(noPanel);

  const moveSession = ({ appointment, start, end, revert }: MoveRequest) => {
    setMoveProblem(undefined);
    move.mutate(
      {
        appointmentId: appointment.appointment_id,
        appointment_start: start,
        appointment_end: end,
        edit_mode: 'this_session',
      },
      {
        onSuccess: () => showToast({ color: 'green', message: 'Session moved' }),
        onError: (error) => {
          revert();
          setMoveProblem(error.message);
        },
      },
    );
  };

  return (
    <>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button onClick={() => setPanel({ kind: 'new-session' })}>New session</Button>
          <Button variant="default" onClick={() => setPanel({ kind: 'edit-blocked' })}>
            Block time
          </Button>
        </Group>
        <Checkbox
          label="Show cancelled sessions"
          checked={showCancelled}
          onChange={(event) => setShowCancelled(event.currentTarget.checked)}
        />
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          Times are in {availability.timezone.replaceAll('_', ' ')}, the practice's time zone.{' '}
          {canDrag
            ? 'Drag a session to move it, or open it to change it.'
            : 'Open a session to change it.'}
        </Text>
        {(appointments.isFetching || blocks.isFetching) && (
          <Group gap={6} wrap="nowrap" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          </Group>
        )}
      </Group>
      {moveProblem && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setMoveProblem(undefined)}
        >
          {moveProblem}
        </Alert>
      )}
      {(appointments.isError || blocks.isError) && (
        <Alert color="red" variant="light" role="alert" title="We could not load your sessions">
          <Button
            variant="default"
            mt="xs"
            onClick={() => {
              void appointments.refetch();
              void blocks.refetch();
            }}
          >
            Try again
          </Button>
        </Alert>
      )}
      <Suspense fallback={<ScreenLoading />}>
        <PracticeCalendar
          timeZone={availability.timezone}
          events={events}
          businessHours={businessHours}
          phone={phone ?? false}
          initialView={initialView}
          initialDate={initialDate}
          editable={canDrag && !move.isPending}
          showDate={showDate}
          onDatesChange={(dates) => {
            setRange({ start: dates.start, end: dates.end });
            setView(dates.view);
            // The address keeps the view and the day once the person moves from the first
            // ones (a reload returns there); the schedule's own address stays as it came.
            if (rangeShown.current) {
              setParams({ view: dates.view, date: dates.date }, { replace: true });
            }
            rangeShown.current = true;
          }}
          onSessionClick={(appointment) => setPanel({ kind: 'session-details', appointment })}
          onBlockedClick={(block) => setPanel({ kind: 'blocked-details', block })}
          onTimeClick={(start) =>
            setPanel({ kind: 'new-session', date: start.slice(0, 10), time: start.slice(11, 16) })
          }
          onDayClick={(date) => setPanel({ kind: 'day-preview', date })}
          onMove={moveSession}
        />
      </Suspense>
      <Text size="sm" c="dimmed">
        Striped sessions are invitations the client has not accepted yet; grey striped blocks are
        blocked time; shaded hours are outside the practice's hours.
      </Text>
      <SidePanelDrawer panel={panel} phone={phone ?? false} onClose={close}>
        <SidePanelContent
          panel={withLatest(panel, appointments.data, blocks.data)}
          availability={availability}
          appointments={appointments.data ?? []}
          blocks={blocks.data ?? []}
          sessionTypes={sessionTypes}
          setPanel={setPanel}
          onSessionsChanged={(start) => {
            close();
            goTo(start);
          }}
          onOpenDay={(date) => {
            close();
            setShowDate({ date, at: Date.now() });
          }}
        />
      </SidePanelDrawer>
    </>
  );
}
