import { Anchor, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useModals } from '../../../app/modals/modals';
import { Logo } from '../../../app/navigation/logo';
import { Panel } from '../../../ui/panel';
import classes from './register-layout.module.css';

type RegisterLayoutProps = {
  title: string;
  lead: string;
  /** What the account is for, beside the form on wide screens. */
  points: string[];
  children: ReactNode;
};

/** The registration pages bring their own slim header (the shell hides its bar there). */
export function RegisterLayout({ title, lead, points, children }: RegisterLayoutProps) {
  const modals = useModals();
  return (
    <div className={classes.page}>
      <Container size="lg" className={classes.header}>
        <Logo />
        <Text size="sm">
          Have an account?{' '}
          <Anchor
            component="button"
            type="button"
            fw={600}
            onClick={() => modals.open('login', { landOnDashboard: true })}
          >
            Log in
          </Anchor>
        </Text>
      </Container>
      <Container size="lg" className={classes.body}>
        <div className={classes.intro}>
          <Title order={1}>{title}</Title>
          <Text size="lg" mt="xs">
            {lead}
          </Text>
          <ul className={classes.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <Panel className={classes.card}>{children}</Panel>
      </Container>
    </div>
  );
}
