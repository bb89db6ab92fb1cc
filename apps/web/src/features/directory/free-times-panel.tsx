import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Timeslot } from '@orchid/contracts/scheduling';
import { useState } from 'react';
import { Panel } from '../../ui/panel';
import classes from './directory.module.css';
import { FREE_DAYS_SHOWN } from './directory-queries';
import { type FreeTime, freeTimesByDay, labelsOf } from './free-times';

type FreeTimesPanelProps = {
  timeslots: Timeslot[];
  timeZone: string;
  onBook: (time: FreeTime) => void;
};

/** Days with free times shown before "Show more days": a week of times fits on a phone. */
const DAYS_AT_FIRST = 4;

/** The professional's free times by day on the visitor's clock; a time books that session. */
export function FreeTimesPanel({ timeslots, timeZone, onBook }: FreeTimesPanelProps) {
  const labels = labelsOf(timeslots);
  const [chosen, setChosen] = useState<string>();
  const [daysShown, setDaysShown] = useState(DAYS_AT_FIRST);
  const label = chosen && labels.includes(chosen) ? chosen : labels[0];
  const days = freeTimesByDay(
    timeslots.filter((slot) => slot.appointmentType.label === label),
    timeZone,
  );
  return (
    <Panel>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="free-times-title">
            Free times
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            The next {FREE_DAYS_SHOWN} days, in your time zone ({timeZone}).
          </Text>
        </div>
        {labels.length > 1 && label && (
          <SegmentedControl
            aria-label="Session type"
            data={labels}
            value={label}
            onChange={setChosen}
            orientation={labels.length > 2 ? 'vertical' : 'horizontal'}
            fullWidth
          />
        )}
        {days.length === 0 ? (
          <Text>No free times in the next {FREE_DAYS_SHOWN} days. Please check back soon.</Text>
        ) : (
          days.slice(0, daysShown).map((day) => (
            <section key={day.date} aria-labelledby={`free-${day.date}`}>
              <Title order={3} size="h5" id={`free-${day.date}`} mb="xs">
                {day.heading}
              </Title>
              <ul className={classes.day}>
                {day.times.map((time) => (
                  <li key={time.start}>
                    <Button
                      variant="default"
                      size="sm"
                      onClick={() => onBook(time)}
                      aria-label={`Book ${time.label} on ${day.heading} at ${time.time}`}
                    >
                      {time.time}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {days.length > daysShown && (
          <Button variant="subtle" onClick={() => setDaysShown(days.length)}>
            Show {days.length - daysShown} more days
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
