import { ActionIcon, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { endForInput, endFromInput, type Period } from './availability-values';
import classes from './scheduling-settings.module.css';

type PeriodFieldsProps = {
  /** Whose period, for the labels: 'Monday', 'December 24'. */
  day: string;
  period: Period;
  errors: { start?: React.ReactNode; end?: React.ReactNode };
  onChange: (period: Period) => void;
  onRemove: () => void;
};

/** One open period of a day: from, to (00:00 as an end is midnight), and its removal. */
export function PeriodFields({ day, period, errors, onChange, onRemove }: PeriodFieldsProps) {
  const words = `${day} ${period.start} to ${endForInput(period.end)}`;
  return (
    <div className={classes.period}>
      <TextInput
        type="time"
        step={300}
        classNames={{ input: classes.timeInput }}
        aria-label={`${day}: from`}
        value={period.start}
        onChange={(event) => onChange({ ...period, start: event.currentTarget.value })}
        error={errors.start}
      />
      <Text component="span" aria-hidden="true" className={classes.dash}>
        –
      </Text>
      <TextInput
        type="time"
        step={300}
        classNames={{ input: classes.timeInput }}
        aria-label={`${day}: to`}
        value={endForInput(period.end)}
        onChange={(event) => onChange({ ...period, end: endFromInput(event.currentTarget.value) })}
        error={errors.end}
      />
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="lg"
        mt={1}
        aria-label={`Remove ${words}`}
        onClick={onRemove}
      >
        <IconX size={18} aria-hidden="true" />
      </ActionIcon>
    </div>
  );
}
