import { Button, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import classes from './footer.module.css';
import { stateSlug, usStates } from './us-states';

/** States listed before "View all" (spec §9). */
export const statesShownFirst = 16;

export function StateLinks() {
  const [expanded, { toggle }] = useDisclosure(false);
  const states = expanded ? usStates : usStates.slice(0, statesShownFirst);
  return (
    <div className={classes.states}>
      <Title order={2} className={classes.columnTitle}>
        Find a therapist by state
      </Title>
      <ul id="footer-state-list" className={classes.stateList}>
        {states.map((state) => (
          <li key={state}>
            <Link to={`/therapists/${stateSlug(state)}`} className={classes.link}>
              {state}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="subtle"
        px="xs"
        className={classes.viewAll}
        aria-expanded={expanded}
        aria-controls="footer-state-list"
        onClick={toggle}
      >
        {expanded ? 'Show fewer' : 'View all'}
      </Button>
    </div>
  );
}
