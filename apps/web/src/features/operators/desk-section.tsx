import { Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A desk tab's page: its heading (the section's name), what the tab is for, then its content. */
export function DeskSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </section>
  );
}
