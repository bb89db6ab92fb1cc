import { Alert, Button, Stack, Text } from '@mantine/core';
import { type Appointment, appointmentCalendarFile } from '@orchid/contracts/appointments';
import { atPath, withQuery } from '@orchid/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { usePractice } from './practice-context';
import { sessionTimeInWords, sessionWithName } from './session-words';

/** Saves text as a file the browser downloads. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Add to calendar (§2): the session as an .ics file for the professional's own calendar app. */
export function AddToCalendarPanel({ appointment }: { appointment: Appointment }) {
  const practice = usePractice();
  const file = useMutation({
    mutationFn: () =>
      call(
        withQuery(atPath(appointmentCalendarFile, { appointment_id: appointment.appointment_id }), {
          on_behalf_of: practice.onBehalfOf,
        }),
      ),
    onSuccess: (answer) => download(answer.file_name, answer.ics),
  });
  return (
    <Stack gap="md">
      <Text>
        {appointment.appointment_type_label} with {sessionWithName(appointment)},{' '}
        {sessionTimeInWords(
          appointment.appointment_start,
          appointment.appointment_end,
          practice.timeZone,
        )}
        .
      </Text>
      <Text size="sm" c="dimmed">
        Download the session as a calendar file (.ics) and open it with Google Calendar, Apple
        Calendar or Outlook. To keep every session in step, use the calendar feed in your settings.
      </Text>
      {file.error && (
        <Alert color="red" variant="light" role="alert">
          {file.error.message}
        </Alert>
      )}
      <Button onClick={() => file.mutate()} loading={file.isPending}>
        Download .ics file
      </Button>
      {file.isSuccess && (
        <Text size="sm" role="status">
          Downloaded {file.data.file_name}.
        </Text>
      )}
    </Stack>
  );
}
