import { Button, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { US_STATE_SLUGS, US_STATES } from '@orchid/contracts/us-states';
import { Link } from 'react-router';
import { therapistsIn } from '../paths';
import classes from './footer.module.css';

/** States listed before "View all" (spec §9). */
export const statesShownFirst = 16;

export function StateLinks() {
  const [expanded, { toggle }] = useDisclosure(false);
  const states = expanded ? US_STATES : US_STATES.slice(0, statesShownFirst);
  return (
    <div className={classes.states}>
      <Title order={2} className={classes.columnTitle}>
        Find a therapist by state
      </Title>
      <ul id="footer-state-list" className={classes.stateList}>
        {states.map((state) => (
          <li key={state.value}>
            <Link to={therapistsIn(US_STATE_SLUGS[state.value])} className={classes.link}>
              {state.label}
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
