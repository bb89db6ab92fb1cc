import { Alert, Badge, Button, Group, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { Appointment } from '@orchid/contracts/appointments';
import { IconCalendarPlus, IconCalendarTime, IconCheck, IconX } from '@tabler/icons-react';
import { showToast } from '../../../app/toasts';
import { Panel } from '../../../ui/panel';
import { useAcceptSession, useAddToCalendar } from './session-queries';
import { professionalName, sessionActions, sessionWhen, statusInWords } from './session-words';
import classes from './sessions-page.module.css';

type SessionCardProps = {
  user: UserInfo;
  session: Appointment;
  timeZone: string;
  now: Date;
  onCancel: (session: Appointment) => void;
  onReschedule: (session: Appointment) => void;
};

/** One session: when (on the client's clock), with whom, its type and status, and what to do. */
export function SessionCard({
  user,
  session,
  timeZone,
  now,
  onCancel,
  onReschedule,
}: SessionCardProps) {
  const when = sessionWhen(session.appointment_start, session.appointment_end, timeZone);
  const past = Date.parse(session.appointment_end) <= now.getTime();
  const status = statusInWords(session.status, past);
  const actions = sessionActions(session, now);
  const accept = useAcceptSession(user);
  const addToCalendar = useAddToCalendar();
  const titleId = `session-${session.appointment_id}`;
  return (
    <article aria-labelledby={titleId}>
      <Panel className={classes.card}>
        <div className={classes.cardHead}>
          <Title order={3} size="h4" id={titleId}>
            {when.date}
          </Title>
          <Badge variant="light" color={status.color} className={classes.badge}>
            {status.label}
          </Badge>
        </div>
        <Text fw={600} mt={4}>
          {when.time}
        </Text>
        <Text mt={4}>
          {session.appointment_type_label} with {professionalName(session.orchid_pro)}
        </Text>
        {actions.accept && (
          <Text size="sm" c="dimmed" mt={4}>
            Your professional invited you to this session. Accept it to confirm you will come.
          </Text>
        )}
        {accept.error && (
          <Alert color="red" variant="light" role="alert" title="Not accepted" mt="sm">
            {accept.error.message}
          </Alert>
        )}
        {addToCalendar.error && (
          <Alert color="red" variant="light" role="alert" title="Could not add it" mt="sm">
            {addToCalendar.error.message}
          </Alert>
        )}
        {(actions.accept || actions.reschedule || actions.cancel || actions.addToCalendar) && (
          <Group gap="xs" mt="md">
            {actions.accept && (
              <Button
                leftSection={<IconCheck size={18} aria-hidden="true" />}
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(session.appointment_id, {
                    onSuccess: () =>
                      showToast({
                        color: 'green',
                        title: 'Session confirmed',
                        message: `${when.date}, ${when.time}`,
                      }),
                  })
                }
              >
                Accept invitation
              </Button>
            )}
            {actions.reschedule && (
              <Button
                variant="default"
                leftSection={<IconCalendarTime size={18} aria-hidden="true" />}
                onClick={() => onReschedule(session)}
              >
                Reschedule
              </Button>
            )}
            {actions.addToCalendar && (
              <Button
                variant="default"
                leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
                loading={addToCalendar.isPending}
                onClick={() => addToCalendar.mutate(session.appointment_id)}
              >
                Add to calendar
              </Button>
            )}
            {actions.cancel && (
              <Button
                variant="default"
                leftSection={<IconX size={18} aria-hidden="true" />}
                onClick={() => onCancel(session)}
              >
                Cancel session
              </Button>
            )}
          </Group>
        )}
      </Panel>
    </article>
  );
}
