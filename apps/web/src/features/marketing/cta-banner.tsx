import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

type CtaBannerProps = {
  titleId: string;
  title: ReactNode;
  text?: ReactNode;
  /** Its buttons: on the banner's dark background use variant="white". */
  children: ReactNode;
};

/** The closing call to action of a marketing page: a coloured band with a title and buttons. */
export function CtaBanner({ titleId, title, text, children }: CtaBannerProps) {
  return (
    <section className={classes.banner} aria-labelledby={titleId}>
      <div className={classes.bannerText}>
        <Title order={2} id={titleId}>
          {title}
        </Title>
        {text && (
          <Text mt={4} className={classes.bannerLead}>
            {text}
          </Text>
        )}
      </div>
      <Group gap="sm">{children}</Group>
    </section>
  );
}
