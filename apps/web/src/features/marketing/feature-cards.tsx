import { Badge, SimpleGrid, Text, Title } from '@mantine/core';
import { isBuilt, type ProductFeature } from '@orchid/contracts/product-features';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/**
 * `feature` names what the card describes in contracts' product-features.ts: a card about a
 * feature that is not built yet says "Coming" instead of selling it as part of the product.
 */
export type FeatureCard = { icon: Icon; title: string; text: ReactNode; feature?: ProductFeature };

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
      {cards.map(({ icon: CardIcon, title, text, feature }) => {
        const coming = feature !== undefined && !isBuilt(feature);
        return (
          <li key={title} className={classes.card} data-coming={coming || undefined}>
            <CardIcon size={28} aria-hidden="true" className={classes.cardIcon} />
            {coming && (
              <Badge variant="light" color="gray" mb={4}>
                Coming
              </Badge>
            )}
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text>{text}</Text>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
