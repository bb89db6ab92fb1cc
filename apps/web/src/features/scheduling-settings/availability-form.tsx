import { Alert, Button, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { UserInfo } from '@orchid/contracts/accounts';
import { type Availability, saveAvailability } from '@orchid/contracts/scheduling';
import { requestSchema } from '../../app/forms/form-schema';
import { showToast } from '../../app/toasts';
import { Panel } from '../../ui/panel';
import {
  bufferOptions,
  minNoticeOptions,
  sortedOverrides,
  sortedWeekly,
  timeZoneOptions,
} from './availability-values';
import { DateOverridesFields } from './date-overrides-fields';
import { useSaveAvailability } from './scheduling-queries';
import { WeeklyHoursFields } from './weekly-hours-fields';

/** The form's values: the contract's body, with the booking window '' while empty. */
export type AvailabilityValues = Omit<Availability, 'booking_window_days'> & {
  booking_window_days: number | '';
};

const schema = requestSchema(saveAvailability);
const resolve = schemaResolver(schema, { sync: true });
const forCheck = (values: AvailabilityValues) => ({
  ...values,
  booking_window_days: values.booking_window_days === '' ? undefined : values.booking_window_days,
});

const valuesOf = ({ saved: _saved, ...availability }: Availability & { saved: boolean }) =>
  availability;

type AvailabilityFormProps = { user: UserInfo; availability: Availability & { saved: boolean } };

/** The owner's hours, days off and booking rules (edit-scheduling), saved all at once. */
export function AvailabilityForm({ user, availability }: AvailabilityFormProps) {
  const save = useSaveAvailability(user);
  const form = useForm<AvailabilityValues>({
    initialValues: valuesOf(availability),
    validate: (values) => resolve(forCheck(values)),
  });
  const submit = form.onSubmit((values) => {
    const parsed = schema.parse(forCheck(values));
    const ordered = {
      ...parsed,
      weekly: sortedWeekly(parsed.weekly),
      date_overrides: sortedOverrides(parsed.date_overrides),
    };
    save.mutate(ordered, {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        showToast({ color: 'green', title: 'Hours saved', message: undefined });
      },
    });
  });
  const { min_notice_minutes: notice, buffer_minutes: buffer } = form.values;
  return (
    <form onSubmit={submit} noValidate aria-label="Availability">
      <Stack gap="lg">
        {!availability.saved && (
          <Alert color="yellow" variant="light" title="Clients cannot book you yet">
            These are starting hours. Clients see your free times once you save your hours.
          </Alert>
        )}
        <Panel>
          <Title order={3}>Time zone</Title>
          <Text c="dimmed" size="sm" mt={4} mb="sm">
            Your hours are on this clock; clients see the times in their own.
          </Text>
          <Select
            label="Time zone"
            searchable
            maw={360}
            data={timeZoneOptions(form.values.timezone)}
            allowDeselect={false}
            nothingFoundMessage="No time zone by that name"
            {...form.getInputProps('timezone')}
          />
        </Panel>
        <Panel>
          <Title order={3}>Weekly hours</Title>
          <Text c="dimmed" size="sm" mt={4} mb="xs">
            When clients can book you each week. Add several periods for a break in a day.
          </Text>
          <WeeklyHoursFields form={form} />
        </Panel>
        <Panel>
          <Title order={3}>Days off and changed hours</Title>
          <Text c="dimmed" size="sm" mt={4} mb="sm">
            A date here replaces that day's weekly hours: a day off, or other hours.
          </Text>
          <DateOverridesFields form={form} />
        </Panel>
        <Panel>
          <Title order={3} mb="sm">
            Booking rules
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Minimum notice"
              description="How soon before a session clients can still book it."
              data={minNoticeOptions(notice)}
              value={String(notice)}
              onChange={(value) => form.setFieldValue('min_notice_minutes', Number(value))}
              error={form.errors.min_notice_minutes}
              allowDeselect={false}
            />
            <NumberInput
              label="Booking window"
              description="How far ahead clients can book."
              suffix=" days"
              allowDecimal={false}
              min={1}
              max={365}
              {...form.getInputProps('booking_window_days')}
            />
            <Select
              label="Buffer between sessions"
              description="Free time kept before and after each session."
              data={bufferOptions(buffer)}
              value={String(buffer)}
              onChange={(value) => form.setFieldValue('buffer_minutes', Number(value))}
              error={form.errors.buffer_minutes}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Panel>
        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Not saved yet">
            Please fill out all of the required fields correctly
          </Alert>
        )}
        {save.error && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={save.isPending}>
            Save hours
          </Button>
        </div>
      </Stack>
    </form>
  );
}
