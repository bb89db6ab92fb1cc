import { SimpleGrid, Text } from '@mantine/core';
import { brandName } from '../../app/brand';
import { calendarDayInWords } from '../../app/format/dates';
import { confirmedClaim } from './claims';
import classes from './clinician-quotes.module.css';
import { MarketingSection } from './section-heading';

/** A testimonial (spec §3): its words, the day it was given, and who gave it. */
export type Testimonial = { id: string; content: string; date: string; author?: string };

type ClinicianQuotesProps = {
  id: string;
  title: string;
  quotes: readonly Testimonial[];
};

/**
 * Clinicians' quotes, each labelled "Verified <brand> Clinician" unless it names its author.
 * Testimonials are claims: the section is drawn only when the operator confirms
 * 'clinician-testimonials' (docs/marketing.md), and not at all otherwise.
 */
export function ClinicianQuotes({ id, title, quotes }: ClinicianQuotesProps) {
  if (!confirmedClaim('clinician-testimonials')) return null;
  const verified = `Verified ${brandName()} Clinician`;
  return (
    <MarketingSection id={id} title={title}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 3 }}
        spacing="md"
        mt="md"
        className={classes.list}
      >
        {quotes.map((quote) => (
          <li key={quote.id}>
            <figure className={classes.quote}>
              <blockquote className={classes.words}>
                <Text>“{quote.content}”</Text>
              </blockquote>
              <figcaption className={classes.caption}>
                <Text fw={600}>{quote.author ?? verified}</Text>
                <Text size="sm" c="dimmed" component="time" dateTime={quote.date}>
                  {calendarDayInWords(quote.date, 'medium')}
                </Text>
              </figcaption>
            </figure>
          </li>
        ))}
      </SimpleGrid>
    </MarketingSection>
  );
}
