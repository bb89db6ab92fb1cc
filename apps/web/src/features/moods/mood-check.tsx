import { Button, Chip, Container, Group, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { CrisisResources } from '../../ui/crisis-resources';
import marketing from '../marketing/marketing.module.css';
import { MarketingHero } from '../marketing/marketing-hero';
import { MarketingSection } from '../marketing/section-heading';
import classes from './mood-check.module.css';

/** One choice and what the page says back: a short, kind reflection and small next steps. */
export type MoodChoice = {
  value: string;
  label: string;
  reflection: string;
  nextSteps: readonly string[];
  /** Heavy enough that the crisis lines come first, before anything else. */
  urgent?: boolean;
};

type MoodCheckProps = {
  titleId: string;
  title: string;
  lead: string;
  /** The question the choices answer, which names the group. */
  question: string;
  choices: readonly MoodChoice[];
};

/**
 * A gentle self-check: pick one answer, read a reflection and next steps that lead to the
 * directory, the support groups and the crisis lines. The choice lives only in this page's
 * state: nothing is stored or sent, and the page says so.
 */
export function MoodCheck({ titleId, title, lead, question, choices }: MoodCheckProps) {
  const [value, setValue] = useState<string | null>(null);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <>
      <MarketingHero size="md" titleId={titleId} title={title} lead={lead} />
      <Container size="md">
        <section aria-labelledby={`${titleId}-question`} className={marketing.section}>
          <Title order={2} size="h3" id={`${titleId}-question`}>
            {question}
          </Title>
          <Chip.Group multiple={false} value={value} onChange={setValue}>
            <Group
              className={classes.choices}
              role="radiogroup"
              aria-labelledby={`${titleId}-question`}
            >
              {choices.map((choice) => (
                <Chip key={choice.value} value={choice.value} type="radio" size="md" radius="xl">
                  {choice.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" className={classes.privacy}>
            <IconEyeOff size={16} aria-hidden="true" />
            Private: what you choose stays on this page. Nothing is saved or sent anywhere, and it
            is gone when you leave.
          </Text>
        </section>

        <div aria-live="polite">{chosen && <Reflection choice={chosen} />}</div>

        <MarketingSection
          id={`${titleId}-crisis`}
          title="If you need help right now"
          lead="You don't have to wait. These lines are free, confidential and open at any hour."
        >
          <div className={marketing.section}>
            <CrisisResources />
          </div>
        </MarketingSection>
        <div className={marketing.section} />
      </Container>
    </>
  );
}

function Reflection({ choice }: { choice: MoodChoice }) {
  return (
    <section className={classes.reflection} aria-labelledby="mood-reflection-title">
      {choice.urgent && (
        <div>
          <Text fw={650} mb="sm">
            Please reach out now. You deserve support, and someone is ready to listen.
          </Text>
          <CrisisResources />
        </div>
      )}
      <Title order={2} size="h3" id="mood-reflection-title" mt={choice.urgent ? 'lg' : 0}>
        {choice.label}
      </Title>
      <Text mt="xs" size="lg">
        {choice.reflection}
      </Text>
      <Title order={3} size="h5" mt="md">
        Something you could try
      </Title>
      <ul className={classes.steps}>
        {choice.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <Text mt="md">
        Talking with someone trained to help can make a real difference, whatever you are feeling.
      </Text>
      <Group mt="sm" gap="sm">
        <Button component={Link} to={paths.professionalSearch}>
          Find a professional
        </Button>
        <Button component={Link} to={paths.groupSession} variant="default">
          Find a support group
        </Button>
      </Group>
    </section>
  );
}
