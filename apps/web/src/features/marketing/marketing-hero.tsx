import { Container, type ContainerProps, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

type MarketingHeroProps = {
  /** The id of the page's h1, which names the hero's section. */
  titleId: string;
  /** A short line above the title ('BRAND for professionals'). */
  kicker?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The hero's buttons. */
  actions?: ReactNode;
  /** Beside the text on wide screens, under it on phones (a picture, a call to action). */
  aside?: ReactNode;
  /** The width of the page's content under it, so their edges line up. */
  size?: ContainerProps['size'];
};

/** The top of a marketing page: its one h1, a lead paragraph and its main buttons. */
export function MarketingHero({
  titleId,
  kicker,
  title,
  lead,
  actions,
  aside,
  size = 'xl',
}: MarketingHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby={titleId}>
      <Container size={size}>
        <div className={classes.heroLayout}>
          <div>
            {kicker && <Text className={classes.kicker}>{kicker}</Text>}
            <Title order={1} id={titleId} className={classes.heroTitle}>
              {title}
            </Title>
            <Text size="lg" mt="sm" className={classes.lead}>
              {lead}
            </Text>
            {actions && (
              <Group mt="lg" gap="sm">
                {actions}
              </Group>
            )}
          </div>
          {aside}
        </div>
      </Container>
    </section>
  );
}
