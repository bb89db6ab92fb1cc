import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

type SectionHeadingProps = {
  /** The heading's id: its section's aria-labelledby, and the address of a link to it. */
  id: string;
  title: ReactNode;
  /** A sentence or two under the heading. */
  lead?: ReactNode;
  order?: 2 | 3;
};

/** The heading of a marketing page's section, with an optional lead. */
export function SectionHeading({ id, title, lead, order = 2 }: SectionHeadingProps) {
  return (
    <>
      <Title order={order} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {lead && (
        <Text mt="xs" className={classes.lead}>
          {lead}
        </Text>
      )}
    </>
  );
}

type MarketingSectionProps = SectionHeadingProps & { children?: ReactNode };

/** A section of a marketing page, named by its heading. */
export function MarketingSection({ children, ...heading }: MarketingSectionProps) {
  return (
    <section className={classes.section} aria-labelledby={heading.id}>
      <SectionHeading {...heading} />
      {children}
    </section>
  );
}
