import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import type { SessionType } from '@orchid/contracts/scheduling';
import type { CalendarDate, WallTime } from '@orchid/contracts/time';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { paths } from '../../app/paths';
import { showToast } from '../../app/toasts';
import { DobField } from '../members/profile/dob-field';
import { ClientPicker } from './client-picker';
import {
  clientOf,
  type NewSessionValues,
  newSessionInitialValues,
  newSessionSchema,
  noSessionMessage,
  noSessionTypeMessage,
  repeatChoiceOf,
  sessionTypeOption,
} from './new-session-values';
import { usePractice } from './practice-context';
import { REPEAT_FREQUENCIES, repeatInWords, repeatRuleOf } from './repeat-rule';
import { useClients, useCreateSessions } from './schedule-queries';
import { instantAt, minutesAfter } from './session-time';
import { StartFields } from './start-fields';

type NewSessionFormProps = {
  sessionTypes: SessionType[];
  date?: CalendarDate;
  time?: WallTime;
  /** Booked: the start of the first session, to show it on the calendar. */
  onCreated: (firstStart: string) => void;
};

/**
 * A new session or series (POST …/appointment/series/): for a client of the practice, or one
 * added here first (POST …/create_patient/); the start is on the practice's clock.
 */
export function NewSessionForm(props: NewSessionFormProps) {
  if (props.sessionTypes.length === 0) return <NoSessionTypes />;
  return <SessionForm {...props} />;
}

function NoSessionTypes() {
  const { editsScheduling } = usePractice();
  return (
    <Alert color="yellow" variant="light" role="alert" title={noSessionTypeMessage}>
      {editsScheduling ? (
        <Anchor component={Link} to={paths.proSessionTypesSettings}>
          Add a session type in your settings
        </Anchor>
      ) : (
        'Ask the practice owner to add a session type.'
      )}
    </Alert>
  );
}

function SessionForm({ sessionTypes, date, time, onCreated }: NewSessionFormProps) {
  const practice = usePractice();
  const clients = useClients(practice, '');
  const [noSession, setNoSession] = useState(false);
  const form = useForm<NewSessionValues>({
    initialValues: {
      ...newSessionInitialValues,
      date: date ?? '',
      time: time ?? '',
      appointment_type_label: sessionTypes.length === 1 ? (sessionTypes[0]?.label ?? '') : '',
    },
    validate: schemaResolver(newSessionSchema, { sync: true }),
  });
  const create = useCreateSessions(practice);
  const values = form.values;
  // With no client yet, adding one is the only way.
  const noClients = clients.data?.length === 0;
  const clientMode = noClients ? 'new' : form.values.client_mode;
  const { setFieldValue } = form;
  useEffect(() => {
    if (noClients) setFieldValue('client_mode', 'new');
  }, [noClients, setFieldValue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = { ...form.getValues(), client_mode: clientMode };
    const { errors } = form.validate();
    setNoSession(!current.date || !current.time);
    if (Object.keys(errors).length > 0) return;
    const type = sessionTypes.find((t) => t.label === current.appointment_type_label);
    if (!type) return;
    const start = instantAt(current.date, current.time, practice.timeZone);
    create.mutate(
      {
        client: clientOf(current),
        onClientAdded: (patientUserId) => {
          // Added once: a second try books for the same client instead of adding them again.
          form.setValues({ client_mode: 'existing', patient_user_id: patientUserId });
        },
        series: {
          appointment_type_label: type.label,
          force_book_over_blocked: current.force_book_over_blocked,
          repeat_rule: repeatRuleOf(repeatChoiceOf(current)),
          appointments: [
            {
              appointment_start: start,
              appointment_end: minutesAfter(start, type.length_minutes, practice.timeZone),
              place_session_held_outside_of_orchid: current.place_session_held_outside_of_orchid,
            },
          ],
          skip_email: current.skip_email,
        },
      },
      {
        onSuccess: (answer) => {
          const count = answer.invites_created.length;
          showToast({
            color: 'green',
            title: count === 1 ? 'Session created' : `${count} sessions created`,
            message: 'The client is invited by email when they have an address.',
          });
          onCreated(answer.invites_created[0]?.appointment_start ?? start);
        },
      },
    );
  };

  const outside = isRefusal(create.error, 'appointments.outsideAvailability');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {noSession && (
          <Alert color="red" variant="light" role="alert">
            {noSessionMessage}
          </Alert>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            Client
          </Text>
          {!noClients && (
            <SegmentedControl
              fullWidth
              mb="sm"
              aria-label="Client"
              data={[
                { value: 'existing', label: 'Existing client' },
                { value: 'new', label: 'New client' },
              ]}
              {...form.getInputProps('client_mode')}
            />
          )}
          {clientMode === 'existing' ? (
            <ClientPicker
              label="Choose a client"
              required
              {...form.getInputProps('patient_user_id')}
              value={form.values.patient_user_id}
            />
          ) : (
            <NewClientFields form={form} />
          )}
        </fieldset>
        <NativeSelect
          label="Session type"
          required
          data={[
            { value: '', label: 'Choose a session type' },
            ...sessionTypes.map(sessionTypeOption),
          ]}
          {...form.getInputProps('appointment_type_label')}
        />
        <StartFields
          dateLabel="Date"
          timeZone={practice.timeZone}
          date={form.getInputProps('date')}
          time={form.getInputProps('time')}
        />
        <NativeSelect
          label="Repeat"
          data={REPEAT_FREQUENCIES.map((option) => ({ value: option.value, label: option.label }))}
          {...form.getInputProps('frequency')}
        />
        {values.frequency !== 'none' && (
          <Stack gap="xs">
            <SegmentedControl
              aria-label="Ends"
              data={[
                { value: 'count', label: 'After a number of sessions' },
                { value: 'until', label: 'On a date' },
              ]}
              {...form.getInputProps('end_kind')}
            />
            {values.end_kind === 'count' ? (
              <NumberInput
                label="Number of sessions"
                required
                min={2}
                max={100}
                size="md"
                {...form.getInputProps('count')}
              />
            ) : (
              <TextInput
                type="date"
                label="Last session on or before"
                required
                {...form.getInputProps('until')}
              />
            )}
          </Stack>
        )}
        <Checkbox
          label="Book even outside my hours or over blocked time"
          {...form.getInputProps('force_book_over_blocked', { type: 'checkbox' })}
        />
        <Checkbox
          label="Held outside Orchid (in your office or elsewhere)"
          {...form.getInputProps('place_session_held_outside_of_orchid', { type: 'checkbox' })}
        />
        <Checkbox
          label="Do not email the client about it"
          {...form.getInputProps('skip_email', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed">
          {repeatInWords(repeatChoiceOf(values))}. Times are the practice's ({practice.timeZone}).
        </Text>
        {create.error && (
          <Alert color="red" variant="light" role="alert">
            {create.error.message}
            {outside && ' Tick "Book even outside my hours" to book it anyway.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create session
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type FormOf = UseFormReturnType<NewSessionValues>;

function NewClientFields({ form }: { form: FormOf }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Legal first name" required {...form.getInputProps('first_name')} />
        <TextInput label="Last name" required {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <TextInput label="Preferred first name" {...form.getInputProps('preferred_first_name')} />
      <DobField
        label="Date of birth"
        required
        autoComplete="off"
        {...form.getInputProps('dob')}
        value={form.values.dob}
      />
      <TextInput
        type="email"
        label="Email"
        description="Optional: with an address the client is invited to their account."
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        {...form.getInputProps('email')}
      />
    </Stack>
  );
}
