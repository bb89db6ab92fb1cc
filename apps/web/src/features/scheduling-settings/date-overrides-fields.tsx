import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { schedulingMessages } from '@orchid/contracts/scheduling';
import { isCalendarDate } from '@orchid/contracts/time';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarDayInWords } from '../../app/format/dates';
import type { AvailabilityValues } from './availability-form';
import { nextPeriod } from './availability-values';
import { PeriodFields } from './period-fields';
import classes from './scheduling-settings.module.css';

/**
 * Days off and days with other hours than the week's: a date with no periods is a day off
 * (docs/scheduling.md "Free time").
 */
export function DateOverridesFields({ form }: { form: UseFormReturnType<AvailabilityValues> }) {
  const overrides = form.values.date_overrides;
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string>();
  const add = () => {
    if (!isCalendarDate(date)) return setDateError(schedulingMessages.invalidDate);
    if (overrides.some((override) => override.date === date)) {
      return setDateError(schedulingMessages.sameDayTwice);
    }
    setDateError(undefined);
    form.insertListItem('date_overrides', { date, intervals: [] });
    setDate('');
  };
  return (
    <Stack gap="md">
      {overrides.length === 0 ? (
        <Text c="dimmed">No days off or changed hours yet.</Text>
      ) : (
        <ul className={classes.list} aria-label="Days off and changed hours">
          {overrides.map((override, index) => {
            const day = calendarDayInWords(override.date, 'full');
            const dayOff = override.intervals.length === 0;
            return (
              <li key={override.date} className={classes.override}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{day}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="lg"
                    aria-label={`Remove ${day}`}
                    onClick={() => form.removeListItem('date_overrides', index)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                {form.errors[`date_overrides.${index}.date`] && (
                  <Text c="red.8" size="sm">
                    {form.errors[`date_overrides.${index}.date`]}
                  </Text>
                )}
                <SegmentedControl
                  mt="xs"
                  aria-label={`${day}: day off or other hours`}
                  value={dayOff ? 'off' : 'hours'}
                  data={[
                    { value: 'off', label: 'Day off' },
                    { value: 'hours', label: 'Other hours' },
                  ]}
                  onChange={(value) =>
                    form.setFieldValue(
                      `date_overrides.${index}.intervals`,
                      value === 'off' ? [] : [nextPeriod([])],
                    )
                  }
                />
                {!dayOff && (
                  <Stack gap="xs" mt="xs" align="flex-start">
                    {override.intervals.map((period, at) => (
                      <PeriodFields
                        // biome-ignore lint/suspicious/noArrayIndexKey: periods have no id; the place is theirs
                        key={at}
                        day={day}
                        period={period}
                        errors={{
                          start: form.errors[`date_overrides.${index}.intervals.${at}.start`],
                          end: form.errors[`date_overrides.${index}.intervals.${at}.end`],
                        }}
                        onChange={(changed) =>
                          form.setFieldValue(`date_overrides.${index}.intervals.${at}`, changed)
                        }
                        onRemove={() =>
                          form.removeListItem(`date_overrides.${index}.intervals`, at)
                        }
                      />
                    ))}
                    <Button
                      variant="subtle"
                      size="compact-md"
                      leftSection={<IconPlus size={16} aria-hidden="true" />}
                      aria-label={`Add hours on ${day}`}
                      onClick={() =>
                        form.insertListItem(
                          `date_overrides.${index}.intervals`,
                          nextPeriod(override.intervals),
                        )
                      }
                    >
                      Add hours
                    </Button>
                  </Stack>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Group gap="xs" align="flex-start">
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={dateError}
          className={classes.dateInput}
        />
        <Button
          variant="default"
          mt={25}
          onClick={add}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Add date
        </Button>
      </Group>
    </Stack>
  );
}
