import { Anchor, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './crisis-resources.module.css';

/**
 * Where to turn in a crisis: the emergency notice and the US crisis lines, 988 first (today's
 * line; the older Lifeline number still reaches it). Every number is a tap-to-call or
 * tap-to-text link.
 */
export function CrisisResources() {
  return (
    <div className={classes.root}>
      <Paper className={classes.emergency} radius="md" p="sm" role="note">
        <IconAlertTriangle aria-hidden="true" size={24} className={classes.emergencyIcon} />
        <Text fw={600}>
          If you are in a life-threatening situation, call{' '}
          <Anchor href="tel:911" underline="always" fw={700}>
            911
          </Anchor>{' '}
          or go to the nearest emergency room.
        </Text>
      </Paper>
      <ul className={classes.lines}>
        <li>
          <Text fw={650}>988 Suicide &amp; Crisis Lifeline</Text>
          <Text>
            Free and confidential, any time of day.{' '}
            <Anchor href="tel:988" underline="always">
              Call 988
            </Anchor>{' '}
            or{' '}
            <Anchor href="sms:988" underline="always">
              text 988
            </Anchor>
            .
          </Text>
        </li>
        <li>
          <Text fw={650}>Suicide Prevention Lifeline</Text>
          <Text>
            Call{' '}
            <Anchor href="tel:+18002738255" underline="always">
              +1-800-273-8255
            </Anchor>
            .
          </Text>
        </li>
        <li>
          <Text fw={650}>Crisis Text Line</Text>
          <Text>
            <Anchor href="sms:741741?body=HOME" underline="always">
              Text HOME to 741741
            </Anchor>
            .
          </Text>
        </li>
      </ul>
    </div>
  );
}
