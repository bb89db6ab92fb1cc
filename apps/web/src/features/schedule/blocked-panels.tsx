import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { BlockedInterval } from '@orchid/contracts/scheduling';
import { addCalendarDays, type CalendarDate, type WallTime } from '@orchid/contracts/time';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../app/toasts';
import { FactList } from './fact-list';
import { usePractice } from './practice-context';
import { useDeleteBlock, useSaveBlock } from './schedule-queries';
import { instantAt, wallClockAt } from './session-time';
import { sessionTimeInWords } from './session-words';

type BlockedDetailsProps = { block: BlockedInterval; onEdit: () => void; onDeleted: () => void };

/** Blocked interval details (§2): when, why, and a way to change or free it. */
export function BlockedDetailsPanel({ block, onEdit, onDeleted }: BlockedDetailsProps) {
  const practice = usePractice();
  const remove = useDeleteBlock(practice);
  return (
    <Stack gap="md">
      <FactList
        rows={[
          ['When', sessionTimeInWords(block.start, block.end, practice.timeZone)],
          ['Note', block.note || 'No note'],
        ]}
      />
      <Text size="sm" c="dimmed">
        Clients cannot book this time. You can still book a session over it yourself.
      </Text>
      {remove.error && (
        <Alert color="red" variant="light" role="alert">
          {remove.error.message}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={onEdit}>Edit blocked time</Button>
        <Button
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(block.blocked_interval_id, {
              onSuccess: () => {
                showToast({ color: 'green', message: 'The time is free again' });
                onDeleted();
              },
            })
          }
        >
          Free this time
        </Button>
      </Group>
    </Stack>
  );
}

type EditBlockedProps = {
  block?: BlockedInterval;
  date?: CalendarDate;
  time?: WallTime;
  onSaved: (block: BlockedInterval) => void;
};

const hourLater = (time: WallTime) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours >= 23
    ? '23:59'
    : `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/** Edit blocked interval (§2), or block new time: from and until, on the practice's clock. */
export function EditBlockedForm({ block, date, time, onSaved }: EditBlockedProps) {
  const practice = usePractice();
  const start = block ? wallClockAt(block.start, practice.timeZone) : undefined;
  const end = block ? wallClockAt(block.end, practice.timeZone) : undefined;
  const [values, setValues] = useState({
    startDate: start?.date ?? date ?? '',
    startTime: start?.time ?? time ?? '12:00',
    endDate: end?.date ?? date ?? '',
    endTime: end?.time ?? hourLater(time ?? '12:00'),
    note: block?.note ?? '',
  });
  const [problem, setProblem] = useState<string>();
  const save = useSaveBlock(practice);
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.startDate || !values.startTime || !values.endDate || !values.endTime) {
      setProblem('Choose when the blocked time starts and ends.');
      return;
    }
    const from = instantAt(values.startDate, values.startTime, practice.timeZone);
    // An end at midnight reads as the end of the day.
    const until =
      values.endTime === '00:00' && values.endDate === values.startDate
        ? instantAt(addCalendarDays(values.endDate, 1), '00:00', practice.timeZone)
        : instantAt(values.endDate, values.endTime, practice.timeZone);
    if (Date.parse(until) <= Date.parse(from)) {
      setProblem('The end must be after the start.');
      return;
    }
    setProblem(undefined);
    save.mutate(
      { id: block?.blocked_interval_id, start: from, end: until, note: values.note.trim() },
      {
        onSuccess: (saved) => {
          showToast({ color: 'green', message: block ? 'Blocked time changed' : 'Time blocked' });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label="From (date)"
            required
            value={values.startDate}
            onChange={(e) => set('startDate')(e.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="From (time)"
            required
            step={300}
            value={values.startTime}
            onChange={(e) => set('startTime')(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Until (date)"
            required
            value={values.endDate}
            onChange={(e) => set('endDate')(e.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="Until (time)"
            required
            step={300}
            value={values.endTime}
            onChange={(e) => set('endTime')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label="Note"
          description="Only the practice sees it."
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          maxLength={500}
          autosize
          minRows={2}
          value={values.note}
          onChange={(e) => set('note')(e.currentTarget.value)}
        />
        {(problem || save.error) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? save.error?.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {block ? 'Save blocked time' : 'Block this time'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
