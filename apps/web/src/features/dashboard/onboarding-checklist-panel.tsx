import { Button, Group, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import type { ChecklistItem } from './onboarding-checklist';
import classes from './onboarding-checklist-panel.module.css';

/** The first steps with a progress bar; each open step has its button. */
export function OnboardingChecklistPanel({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length;
  return (
    <section aria-labelledby="checklist-title">
      <Panel h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="checklist-title">
            Getting started
          </Title>
          <Text size="sm" c="dimmed">
            {done} of {items.length} done
          </Text>
        </Group>
        <Progress
          mt="sm"
          value={(done / items.length) * 100}
          aria-label={`Getting started: ${done} of ${items.length} done`}
        />
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.key} className={classes.item}>
              <ThemeIcon
                size={32}
                radius="xl"
                color={item.done ? 'green' : 'gray'}
                variant={item.done ? 'filled' : 'light'}
                aria-hidden="true"
              >
                {item.done ? <IconCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <div className={classes.text}>
                <Text fw={600}>{item.label}</Text>
                <Text size="sm" c="dimmed">
                  <VisuallyHidden component="span">
                    {item.done ? 'Done: ' : 'To do: '}
                  </VisuallyHidden>
                  {item.status}
                </Text>
              </div>
              {item.action && (
                <Button
                  component={Link}
                  to={item.action.to}
                  variant="light"
                  className={classes.action}
                >
                  {item.action.label}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
