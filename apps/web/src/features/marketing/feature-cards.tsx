import { SimpleGrid, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

export type FeatureCard = { icon: Icon; title: string; text: ReactNode };

type FeatureCardsProps = {
  cards: readonly FeatureCard[];
  /** Cards a row on the widest screens (one on phones, two on tablets). */
  columns?: 2 | 3 | 4;
};

/** A grid of short cards, each an icon, a title and a sentence or two. */
export function FeatureCards({ cards, columns = 3 }: FeatureCardsProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: columns }}
      spacing="md"
      mt="md"
      p={0}
      style={{ listStyle: 'none' }}
    >
      {cards.map(({ icon: CardIcon, title, text }) => (
        <li key={title} className={classes.card}>
          <CardIcon size={28} aria-hidden="true" className={classes.cardIcon} />
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text>{text}</Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
