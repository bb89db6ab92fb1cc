import { Alert, Button, Chip, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { type Appointment, appointmentMessages } from '@orchid/contracts/appointments';
import { useState } from 'react';
import { showToast } from '../../../app/toasts';
import { LoadFailed } from '../../../ui/load-failed';
import { freeTimesByDay } from '../../directory/free-times';
import {
  RESCHEDULE_DAYS_SHOWN,
  useCancellationPreview,
  useRescheduleSession,
  useRescheduleTimes,
} from './session-queries';
import { momentInWords, professionalName } from './session-words';

type RescheduleSessionDialogProps = {
  user: UserInfo;
  session: Appointment | undefined;
  timeZone: string;
  onClose: () => void;
};

/** Days of free times shown before "Show more days": they fit a phone's screen. */
const DAYS_AT_FIRST = 4;

/**
 * A client moves their own session to another free time of its session type, by the
 * practice's rules: while cancelling would cost nothing (cancel_preview's window and fee).
 * Inside the late window the dialog says so and offers nothing to pick.
 */
export function RescheduleSessionDialog({
  user,
  session,
  timeZone,
  onClose,
}: RescheduleSessionDialogProps) {
  const preview = useCancellationPreview(session?.appointment_id);
  const times = useRescheduleTimes(session, timeZone);
  const reschedule = useRescheduleSession(user);
  const [chosen, setChosen] = useState<string>();
  const [daysShown, setDaysShown] = useState(DAYS_AT_FIRST);
  const close = () => {
    reschedule.reset();
    setChosen(undefined);
    setDaysShown(DAYS_AT_FIRST);
    onClose();
  };
  const late = preview.isSuccess && preview.data.within_window && preview.data.fee > 0;
  const days = times.isSuccess ? freeTimesByDay(times.data, timeZone) : [];
  return (
    <Modal opened={session !== undefined} onClose={close} title="Reschedule this session" size="lg">
      {session && (
        <Stack gap="md">
          <Text>
            {session.appointment_type_label} with {professionalName(session.orchid_pro)}
          </Text>
          <Text>
            Now: <strong>{momentInWords(session.appointment_start, timeZone)}</strong>
          </Text>
          {preview.isPending ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text>Checking your practice's rules…</Text>
            </Group>
          ) : preview.isError ? (
            <LoadFailed
              message="We could not check your practice's rules"
              error={preview.error}
              onRetry={() => preview.refetch()}
            />
          ) : late ? (
            <Alert color="yellow" variant="light" title="Too late to move online">
              {appointmentMessages.rescheduleLate}
            </Alert>
          ) : (
            <>
              <Alert color="green" variant="light" title="Moving is free">
                {preview.data.cancellation_price_valid_until
                  ? `You can move this session online until ${momentInWords(preview.data.cancellation_price_valid_until, timeZone)}. After that, a late-cancellation fee applies and your professional moves it.`
                  : 'You can move this session online at no cost.'}
              </Alert>
              <section aria-labelledby="reschedule-times-title">
                <Title order={3} size="h5" id="reschedule-times-title">
                  Free times for {session.appointment_type_label}
                </Title>
                <Text size="sm" c="dimmed" mb="xs">
                  The next {RESCHEDULE_DAYS_SHOWN} days, in your time zone (
                  {timeZone.replaceAll('_', ' ')}).
                </Text>
                {times.isPending ? (
                  <Loader size="sm" aria-label="Loading free times" />
                ) : times.isError ? (
                  <LoadFailed
                    message="We could not load the free times"
                    error={times.error}
                    onRetry={() => times.refetch()}
                  />
                ) : days.length === 0 ? (
                  <Text>
                    No free times in the next {RESCHEDULE_DAYS_SHOWN} days. Please ask your
                    professional to move it.
                  </Text>
                ) : (
                  <Stack gap="sm">
                    {days.slice(0, daysShown).map((day) => (
                      <section key={day.date} aria-labelledby={`move-${day.date}`}>
                        <Text fw={600} size="sm" mb={4} id={`move-${day.date}`}>
                          {day.heading}
                        </Text>
                        <Group gap="xs">
                          {day.times.map((time) => (
                            <Chip
                              key={time.start}
                              type="radio"
                              name="reschedule-time"
                              checked={chosen === time.start}
                              onChange={() => setChosen(time.start)}
                              aria-label={`${day.heading} at ${time.time}`}
                            >
                              {time.time}
                            </Chip>
                          ))}
                        </Group>
                      </section>
                    ))}
                    {days.length > daysShown && (
                      <Button variant="subtle" onClick={() => setDaysShown(days.length)}>
                        Show {days.length - daysShown} more days
                      </Button>
                    )}
                  </Stack>
                )}
              </section>
              {chosen && (
                <Text>
                  New: <strong>{momentInWords(chosen, timeZone)}</strong>
                </Text>
              )}
            </>
          )}
          {reschedule.error && (
            <Alert color="red" variant="light" role="alert" title="Not moved">
              {reschedule.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep this time
            </Button>
            <Button
              loading={reschedule.isPending}
              disabled={late || !chosen}
              onClick={() =>
                chosen &&
                reschedule.mutate(
                  { id: session.appointment_id, start: chosen },
                  {
                    onSuccess: (moved) => {
                      showToast({
                        color: 'green',
                        title: 'Session moved',
                        message: `From ${momentInWords(session.appointment_start, timeZone)} to ${momentInWords(moved.appointment_start, timeZone)}`,
                      });
                      close();
                    },
                    // The time was taken meanwhile: the list shows what is still free.
                    onError: () => void times.refetch(),
                  },
                )
              }
            >
              Move session
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
