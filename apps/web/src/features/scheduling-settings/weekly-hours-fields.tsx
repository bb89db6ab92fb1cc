import { Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { AvailabilityValues } from './availability-form';
import { nextPeriod, periodsOfDay, WEEKDAYS } from './availability-values';
import { PeriodFields } from './period-fields';
import classes from './scheduling-settings.module.css';

/** The week, a day at a time: its open periods (several a day), or closed. */
export function WeeklyHoursFields({ form }: { form: UseFormReturnType<AvailabilityValues> }) {
  const weekly = form.values.weekly;
  return (
    <div>
      {WEEKDAYS.map(({ weekday, name }) => {
        const periods = periodsOfDay(weekly, weekday);
        return (
          <fieldset key={weekday} aria-labelledby={`weekday-${weekday}`} className={classes.day}>
            <Text id={`weekday-${weekday}`} fw={600} pt={6}>
              {name}
            </Text>
            <Stack gap="xs" align="flex-start">
              {periods.length === 0 && <Text c="dimmed">Closed</Text>}
              {periods.map(({ period, index }) => (
                <PeriodFields
                  key={index}
                  day={name}
                  period={period}
                  errors={{
                    start: form.errors[`weekly.${index}.start`],
                    end: form.errors[`weekly.${index}.end`],
                  }}
                  onChange={(changed) =>
                    form.setFieldValue(`weekly.${index}`, { ...period, ...changed })
                  }
                  onRemove={() => form.removeListItem('weekly', index)}
                />
              ))}
              <Button
                variant="subtle"
                size="compact-md"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                aria-label={`Add hours on ${name}`}
                onClick={() =>
                  form.insertListItem('weekly', {
                    weekday,
                    office_location_id: null,
                    ...nextPeriod(periods.map(({ period }) => period)),
                  })
                }
              >
                Add hours
              </Button>
            </Stack>
          </fieldset>
        );
      })}
    </div>
  );
}
