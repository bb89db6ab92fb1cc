import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** `coming`: a question about a feature that is not built yet, whose answer says so. */
export type FaqItem = { question: string; answer: ReactNode; coming?: boolean };

/**
 * Questions that open to their answers, one at a time. Each question is a button (Mantine's
 * Accordion: aria-expanded, arrow keys between questions).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      className={classes.faq}
      classNames={{ label: classes.faqQuestion }}
    >
      {items.map((item, index) => (
        // The value goes into the ids of the question and its answer: no spaces there.
        <Accordion.Item
          key={item.question}
          value={`question-${index + 1}`}
          data-coming={item.coming || undefined}
        >
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
