import { Anchor, Button, Container, List, SimpleGrid, Text, Title } from '@mantine/core';
import { CHECKOUT_TRIAL_DAYS } from '@orchid/contracts/plans';
import {
  IconCalendarEvent,
  IconCashRegister,
  IconEye,
  IconFileCode,
  IconSearch,
  IconServer,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { contactHref, operatorContact, operatorName } from '../../app/operator';
import { paths } from '../../app/paths';
import { supportEmail, supportMailto } from '../../app/support';
import { usePageMeta } from '../../app/use-page-meta';
import { CtaBanner } from '../marketing/cta-banner';
import { FeatureCards } from '../marketing/feature-cards';
import classes from '../marketing/marketing.module.css';
import { MarketingHero } from '../marketing/marketing-hero';
import { MarketingSection } from '../marketing/section-heading';

const forClients = [
  {
    icon: IconSearch,
    title: 'Find someone who fits',
    text: 'Search therapists, psychologists and psychiatrists by state, specialty and what matters to you, and read their profiles before you choose.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Book in a few taps',
    text: "Pick a time from the professional's own calendar, pay securely by card, and get your confirmation at once.",
  },
  {
    icon: IconUsersGroup,
    title: 'Support groups',
    text: 'Join a group led by a professional and reserve your seat for its next meeting.',
  },
  {
    icon: IconEye,
    title: 'See who has seen your data',
    text: 'Your access log lists each time someone else opened your information: who, when and in what role.',
  },
];

const forProfessionals = [
  {
    icon: IconCalendarEvent,
    title: 'Your calendar',
    text: 'Sessions, repeating series, availability and session types in one calendar, with a feed for the calendar app you already use.',
  },
  {
    icon: IconCashRegister,
    title: 'Online booking and payments',
    text: 'Clients book from your public profile and pay by card at checkout, with your cancellation policy and your coupons.',
  },
  {
    icon: IconUsers,
    title: 'Your team',
    text: 'Invite a front-desk scheduler who works on your behalf and sees only what the practice needs.',
  },
  {
    icon: IconShieldLock,
    title: 'Privacy built in',
    text: 'Health information is encrypted before it is stored, and every look at a record by someone else is logged.',
  },
];

/** The page's title and description, in the browser and in the prerendered page's head. */
export function aboutUsHead(): { title: string; description: string } {
  const brand = brandName();
  return {
    title: 'About us',
    description: `${brand} is open software for mental-health care: clients find and book professionals, and practices run their calendar, booking and team in one calm place.`,
  };
}

/** /about-us: who we are, what the platform does, and how to reach us. */
export function AboutUsPage() {
  const brand = brandName();
  const head = aboutUsHead();
  usePageMeta(head.title, head.description);
  const operator = operatorName();
  const contact = operatorContact();
  const contactLink = contactHref(contact);
  return (
    <>
      <MarketingHero
        titleId="about-title"
        kicker={`About ${brand}`}
        title="Care that is easier to find, and a practice that is easier to run"
        lead={
          <>
            {brand} is a platform for mental-health care. People looking for help find a
            professional or a support group and book in minutes; therapists, psychologists and
            psychiatrists run their practice in one calm place. It is open software that anyone can
            run on their own server.
          </>
        }
        actions={
          <>
            <Button component={Link} to={paths.professionalSearch} size="md">
              Find a professional
            </Button>
            <Button component={Link} to={paths.professionalHomepage} size="md" variant="default">
              {brand} for professionals
            </Button>
          </>
        }
      />
      <Container size="xl">
        <MarketingSection
          id="about-who"
          title="Who we are"
          lead={
            <>
              We are people who build software for the ones who do the work of care. Reaching out
              for help is hard enough; finding someone, booking and paying should not add to it. And
              clinicians should spend their time with clients, not with paperwork.
              {operator && (
                <>
                  {' '}
                  This site is run by {operator}, on the {brand} software.
                </>
              )}
            </>
          }
        />

        <MarketingSection
          id="about-clients"
          title="For people looking for care"
          lead="Finding the right person is the first step. We try to make it a gentle one."
        >
          <FeatureCards cards={forClients} columns={4} />
        </MarketingSection>

        <MarketingSection
          id="about-professionals"
          title="For professionals"
          lead={`Everything a private practice needs day to day, with a ${CHECKOUT_TRIAL_DAYS}-day free trial.`}
        >
          <FeatureCards cards={forProfessionals} columns={4} />
          <Button component={Link} to={paths.pricing} variant="default" mt="md">
            See plans and prices
          </Button>
        </MarketingSection>

        <MarketingSection id="about-open" title="Open, and yours to run">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
            <div className={classes.card}>
              <IconFileCode size={28} aria-hidden="true" className={classes.cardIcon} />
              <Title order={3} size="h4">
                Open software
              </Title>
              <Text>
                The code of {brand} is open: you can read how it handles your information, and
                anyone can check, improve or adapt it.
              </Text>
            </div>
            <div className={classes.card}>
              <IconServer size={28} aria-hidden="true" className={classes.cardIcon} />
              <Title order={3} size="h4">
                Self-hostable
              </Title>
              <Text>
                A practice, a clinic or a network can run its own copy: one server with its database
                built in, or several servers in front of PostgreSQL. Records stay where you choose,
                under your own name and address.
              </Text>
            </div>
          </SimpleGrid>
        </MarketingSection>

        <MarketingSection id="about-values" title="What we hold to">
          <List mt="md" spacing="xs" className={classes.lead}>
            <List.Item>
              <strong>Privacy first.</strong> No advertising, no tracking, and no selling of data.
              What you share is for your care.
            </List.Item>
            <List.Item>
              <strong>Calm and clear.</strong> Plain words, and screens that work for everyone,
              including with a keyboard or a screen reader.
            </List.Item>
            <List.Item>
              <strong>Help within reach.</strong> The crisis lines are one tap away on every page.
            </List.Item>
          </List>
        </MarketingSection>

        <MarketingSection id="about-contact" title="How to reach us">
          <Text mt="xs" className={classes.lead}>
            Questions, ideas or a problem to report: write to{' '}
            <Anchor href={supportMailto(`A question for ${brand}`)}>{supportEmail()}</Anchor>
            {contact !== supportEmail() && (
              <>
                {'. '}The people who run this site can be reached at{' '}
                {contactLink ? <Anchor href={contactLink}>{contact}</Anchor> : contact}
              </>
            )}
            . Our{' '}
            <Anchor component={Link} to={paths.support}>
              help page
            </Anchor>{' '}
            answers the most common questions. Want to write for us? See{' '}
            <Anchor component={Link} to={paths.writeForUs}>
              Write for us
            </Anchor>
            .
          </Text>
        </MarketingSection>

        <CtaBanner
          titleId="about-join"
          title="Start where you are"
          text="Look for a professional today, or bring your practice to us."
        >
          <Button component={Link} to={paths.professionalSearch} variant="white">
            Find a professional
          </Button>
          <Button component={Link} to={paths.professionalRegister} variant="outline" color="white">
            Start your free trial
          </Button>
        </CtaBanner>
      </Container>
    </>
  );
}
