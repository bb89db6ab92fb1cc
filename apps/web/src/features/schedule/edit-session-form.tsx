import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Appointment, EditMode } from '@orchid/contracts/appointments';
import type { SessionType } from '@orchid/contracts/scheduling';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../app/toasts';
import { EditModeChoice } from './edit-mode-choice';
import { sessionTypeOption } from './new-session-values';
import { usePractice } from './practice-context';
import { useMoveSession } from './schedule-queries';
import { instantAt, minutesAfter, minutesBetween, wallClockAt } from './session-time';
import { sessionWithName, zoneAbbreviation } from './session-words';

type EditSessionFormProps = {
  appointment: Appointment;
  sessionTypes: SessionType[];
  onSaved: (start: string) => void;
};

/**
 * Edit session (§2): a new date, time or type (PUT …/appointment/{id}); for a series, which of
 * its sessions follow, this one by default.
 */
export function EditSessionForm({ appointment, sessionTypes, onSaved }: EditSessionFormProps) {
  const practice = usePractice();
  const current = wallClockAt(appointment.appointment_start, practice.timeZone);
  const [date, setDate] = useState(current.date);
  const [time, setTime] = useState(current.time);
  const [label, setLabel] = useState(appointment.appointment_type_label);
  const [mode, setMode] = useState<EditMode>('this_session');
  const [missing, setMissing] = useState(false);
  const move = useMoveSession(practice);
  // A type removed since the session was booked is still its type.
  const typeGone = !sessionTypes.some((type) => type.label === appointment.appointment_type_label);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!date || !time);
    if (!date || !time) return;
    const start = instantAt(date, time, practice.timeZone);
    const type = sessionTypes.find((t) => t.label === label);
    // A new type brings its length; otherwise the session keeps its own.
    const minutes =
      type && label !== appointment.appointment_type_label
        ? type.length_minutes
        : minutesBetween(appointment.appointment_start, appointment.appointment_end);
    move.mutate(
      {
        appointmentId: appointment.appointment_id,
        appointment_start: start,
        appointment_end: minutesAfter(start, minutes, practice.timeZone),
        ...(label !== appointment.appointment_type_label ? { appointment_type_label: label } : {}),
        edit_mode: mode,
      },
      {
        onSuccess: (answer) => {
          const count = answer.changed.length;
          showToast({
            color: 'green',
            message: count === 1 ? 'Session moved' : `${count} sessions moved`,
          });
          onSaved(start);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{sessionWithName(appointment)}</Text>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label="Date"
            required
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={missing && !date ? 'Choose the date.' : undefined}
          />
          <TextInput
            type="time"
            label={`Start (${zoneAbbreviation(practice.timeZone, new Date(appointment.appointment_start))})`}
            required
            step={300}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            error={missing && !time ? 'Choose the start time.' : undefined}
          />
        </SimpleGrid>
        <NativeSelect
          label="Session type"
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          data={[
            ...(typeGone
              ? [
                  {
                    value: appointment.appointment_type_label,
                    label: appointment.appointment_type_label,
                  },
                ]
              : []),
            ...sessionTypes.map(sessionTypeOption),
          ]}
        />
        {/* A session on its own has no following ones to change. */}
        {appointment.in_series && (
          <EditModeChoice label="Change which sessions?" value={mode} onChange={setMode} />
        )}
        {move.error && (
          <Alert color="red" variant="light" role="alert">
            {move.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={move.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
