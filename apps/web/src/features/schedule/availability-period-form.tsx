import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Availability } from '@orchid/contracts/scheduling';
import type { CalendarDate } from '@orchid/contracts/time';
import { type FormEvent, useState } from 'react';
import { calendarDayInWords } from '../../app/format/dates';
import { showToast } from '../../app/toasts';
import { hoursInWords, hoursOn, withDayHours } from './day-hours';
import { usePractice } from './practice-context';
import { useSaveAvailability } from './schedule-queries';

type Mode = 'weekly' | 'off' | 'custom';

type AvailabilityPeriodFormProps = {
  date: CalendarDate;
  availability: Availability & { saved: boolean };
  onSaved: () => void;
};

/**
 * Edit availability period (§2): one day's hours, the weekly ones, a day off, or hours of its
 * own. The owner's only (edit-scheduling); the whole availability is saved with the change.
 */
export function AvailabilityPeriodForm({
  date,
  availability,
  onSaved,
}: AvailabilityPeriodFormProps) {
  const practice = usePractice();
  const hours = hoursOn(availability, date);
  const weekly = hoursOn({ ...availability, date_overrides: [] }, date);
  const first = hours.periods[0];
  const [mode, setMode] = useState<Mode>(
    !hours.changed ? 'weekly' : hours.periods.length === 0 ? 'off' : 'custom',
  );
  const [start, setStart] = useState(first?.start ?? '09:00');
  const [end, setEnd] = useState(first?.end ?? '17:00');
  const [problem, setProblem] = useState<string>();
  const save = useSaveAvailability(practice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'custom' && !(start && end && end > start)) {
      setProblem('The end must be after the start.');
      return;
    }
    setProblem(undefined);
    const periods = mode === 'weekly' ? null : mode === 'off' ? [] : [{ start, end }];
    const { saved: _saved, ...hoursAndRules } = availability;
    save.mutate(withDayHours(hoursAndRules, date, periods), {
      onSuccess: () => {
        showToast({ color: 'green', message: 'Hours saved' });
        onSaved();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {calendarDayInWords(date, 'full')}: the weekly hours are {hoursInWords(weekly)}.
        </Text>
        <Radio.Group label="This day" value={mode} onChange={(value) => setMode(value as Mode)}>
          <Stack gap="xs" mt="xs">
            <Radio value="weekly" label="Keep the weekly hours" />
            <Radio value="off" label="Day off" />
            <Radio value="custom" label="Other hours" />
          </Stack>
        </Radio.Group>
        {mode === 'custom' && (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="time"
              label="From"
              required
              step={300}
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label="Until"
              required
              step={300}
              value={end}
              onChange={(e) => setEnd(e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        {!availability.saved && (
          <Text size="sm" c="dimmed">
            Saving also saves your weekly hours as shown: clients can then book your free time.
          </Text>
        )}
        {(problem || save.error) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? save.error?.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save hours
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
