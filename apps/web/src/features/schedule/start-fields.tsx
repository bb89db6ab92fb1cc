import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { zoneAbbreviation } from './session-words';

type StartFieldsProps = {
  dateLabel: string;
  /** The practice's zone: the day and time are on its clock. */
  timeZone: string;
  /** The form's date (YYYY-MM-DD) and time (HH:MM) fields. */
  date: GetInputPropsReturnType;
  time: GetInputPropsReturnType;
};

/**
 * A day and a start time on the practice's clock, side by side; the start is labelled with the
 * zone's name on the chosen day (EST or EDT), else today's.
 */
export function StartFields({ dateLabel, timeZone, date, time }: StartFieldsProps) {
  const day = typeof date.value === 'string' && date.value ? date.value : undefined;
  const zone = zoneAbbreviation(timeZone, day ? new Date(`${day}T12:00:00Z`) : new Date());
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput type="date" label={dateLabel} required {...date} />
      <TextInput type="time" label={`Start (${zone})`} required step={300} {...time} />
    </SimpleGrid>
  );
}
