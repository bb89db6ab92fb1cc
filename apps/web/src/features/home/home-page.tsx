import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import {
  IconCertificate,
  IconCode,
  IconHeartHandshake,
  IconLifebuoy,
  IconLock,
  IconStethoscope,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName, usePageTitle } from '../../app/brand';
import { operatorClaimsHipaa } from '../../app/operator';
import { paths } from '../../app/paths';
import { HipaaBadge } from '../../ui/hipaa-badge';
import { HeroIllustration } from './hero-illustration';
import classes from './home-page.module.css';

const steps = [
  {
    title: 'Tell us what you need',
    text: 'Search by state, specialty, insurance or language. Take your time: there is no wrong place to start.',
  },
  {
    title: 'Choose someone who feels right',
    text: 'Read how each professional works, what they charge and when they are free.',
  },
  {
    title: 'Book and meet',
    text: 'Pick a time that suits you and book it online, with the fee shown before you pay.',
  },
];

/** The page's title and description, in the browser and in the head of the page the server draws. */
export const homeHead = () => ({
  title: 'Mental-health care for clients and professionals',
  description: `Find a therapist, psychologist or psychiatrist, or a support group, and book online with ${brandName()}. Professionals run their practice in one calm place.`,
});

export function HomePage() {
  const brand = brandName();
  const hipaa = operatorClaimsHipaa();
  usePageTitle(homeHead().title);
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Text className={classes.kicker}>Mental-health care, made simpler</Text>
            <Title order={1} id="home-title" className={classes.heroTitle}>
              Find support that feels right for you
            </Title>
            <Text size="lg" mt="sm" className={classes.lead}>
              {brand} helps you find a licensed therapist, psychologist or psychiatrist, or a
              support group, and book a session when you are ready. For professionals, it is one
              calm place to run a practice.
            </Text>
            <Group mt="md" gap="sm">
              <Button component={Link} to={paths.professionalSearch} size="md">
                Find a professional
              </Button>
              <Button component={Link} to={paths.professionalHomepage} size="md" variant="default">
                Join as a professional
              </Button>
            </Group>
            <Text mt="sm" c="dimmed">
              You can look around without an account.
            </Text>
          </div>
          <HeroIllustration />
        </Container>
      </section>

      <Container size="xl">
        <aside className={classes.crisisNote} aria-label="Crisis help">
          <IconLifebuoy size={24} aria-hidden="true" className={classes.crisisIcon} />
          <Text>
            <strong>Need help right now?</strong> Call or text{' '}
            <Anchor href="tel:988" underline="always" fw={700}>
              988
            </Anchor>{' '}
            for the Suicide &amp; Crisis Lifeline. In an emergency, call{' '}
            <Anchor href="tel:911" underline="always" fw={700}>
              911
            </Anchor>
            .{' '}
            <Anchor href="#crisis-help" underline="always">
              More crisis resources
            </Anchor>
          </Text>
        </aside>

        <section className={classes.section} aria-labelledby="home-audiences">
          <Title order={2} id="home-audiences">
            Two ways people use {brand}
          </Title>
          <div className={classes.audiences}>
            <article className={classes.card}>
              <span className={classes.cardIcon} aria-hidden="true">
                <IconHeartHandshake size={28} />
              </span>
              <Title order={3} mt="sm">
                For people looking for help
              </Title>
              <Text mt="xs">
                Whether it is anxiety, grief, a relationship or just feeling stuck, you deserve
                someone who listens.
              </Text>
              <ul className={classes.points}>
                <li>Search by state, specialty, insurance and language</li>
                <li>See fees, approach and availability before you book</li>
                <li>Join a support group with people who understand</li>
              </ul>
              <Group gap="sm" mt="auto" pt="sm">
                <Button component={Link} to={paths.professionalSearch}>
                  Find a professional
                </Button>
                <Button component={Link} to={paths.groupSession} variant="default">
                  Find a support group
                </Button>
              </Group>
            </article>
            <article className={classes.card}>
              <span className={classes.cardIcon} aria-hidden="true">
                <IconStethoscope size={28} />
              </span>
              <Title order={3} mt="sm">
                For professionals running a practice
              </Title>
              <Text mt="xs">Spend your time with clients, not paperwork.</Text>
              <ul className={classes.points}>
                <li>Calendar, online booking and reminders</li>
                <li>Your profile in the directory</li>
                <li>Group sessions and a front-desk scheduler</li>
              </ul>
              <Group gap="sm" mt="auto" pt="sm">
                <Button component={Link} to={paths.professionalHomepage}>
                  Join as a professional
                </Button>
              </Group>
            </article>
          </div>
        </section>

        <section className={classes.section} aria-labelledby="home-how">
          <Title order={2} id="home-how">
            How it works
          </Title>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Title order={3}>{step.title}</Title>
                  <Text mt={4}>{step.text}</Text>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className={classes.section} aria-labelledby="home-trust">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} id="home-trust">
              Your privacy comes first
            </Title>
            {hipaa && <HipaaBadge />}
          </Group>
          {hipaa && (
            <Text mt="xs" className={classes.lead}>
              Built for HIPAA: health details sealed at rest, every look at them by someone else
              logged and shown to the person, and a record of every change for practice owners.
            </Text>
          )}
          <div className={classes.trust}>
            <div className={classes.trustItem}>
              <IconLock size={28} aria-hidden="true" className={classes.trustIcon} />
              <Title order={3}>Private by design</Title>
              <Text mt={4}>
                Health details in a profile, such as a date of birth, a phone number or insurance
                numbers, are sealed with AES-256-GCM before they are stored. Each time someone else
                opens them, it is logged, and you can see who under “Who has seen my information”.
              </Text>
            </div>
            <div className={classes.trustItem}>
              <IconCertificate size={28} aria-hidden="true" className={classes.trustIcon} />
              <Title order={3}>Know who you are talking to</Title>
              <Text mt={4}>
                Professionals show their licenses, training and approach on their profiles, so you
                can choose with confidence.
              </Text>
            </div>
            <div className={classes.trustItem}>
              <IconCode size={28} aria-hidden="true" className={classes.trustIcon} />
              <Title order={3}>Open and yours to run</Title>
              <Text mt={4}>
                {brand} is open-source software. A practice can run it on its own servers and keep
                its records where it chooses.
              </Text>
            </div>
          </div>
        </section>
      </Container>
    </>
  );
}
