import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

export type Step = { title: string; text: ReactNode };

/** Steps in order, numbered (an ordered list, so screen readers count them too). */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.title} className={classes.step}>
          <Title order={3} size="h4">
            {step.title}
          </Title>
          <Text mt={4}>{step.text}</Text>
        </li>
      ))}
    </ol>
  );
}
