import { Anchor, Button, Container, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconFileInvoice,
  IconMessages,
  IconNotes,
  IconShieldLock,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import { ClinicianQuotes, type Testimonial } from './clinician-quotes';
import { ComingNotice } from './coming-notice';
import { CtaBanner } from './cta-banner';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { type FeatureCard, FeatureCards } from './feature-cards';
import { MarketingHero } from './marketing-hero';
import { NumberedSteps, type Step } from './numbered-steps';
import { switchEhrMeta } from './product-pages-meta';
import { MarketingSection } from './section-heading';
import { IMPORT_READY_HOURS, SUPPORT_REPLY_HOURS } from './switch-ehr-words';

const transitionPlan = (brand: string): Step[] => [
  {
    title: 'Create your account',
    text: `Sign up and start your free trial. Export your client list, notes and appointments from your current EHR and share them with the ${brand} team.`,
  },
  {
    title: 'We import your data',
    text: `Our team brings your clients, records and calendar across for you. Your practice is ready within ${IMPORT_READY_HOURS} hours.`,
  },
  {
    title: 'See clients as usual',
    text: `Log in and carry on where you left off. Questions along the way? Support answers in about ${SUPPORT_REPLY_HOURS} hour.`,
  },
];

const benefits = (brand: string): FeatureCard[] => [
  {
    icon: IconCalendarEvent,
    feature: 'calendar',
    title: 'Scheduling and online booking',
    text: 'Your calendar, availability and client self-booking in one place.',
  },
  {
    icon: IconNotes,
    feature: 'notes-and-forms',
    title: 'Notes and AI progress notes',
    text: 'Templates for every kind of note, and drafts written from your sessions.',
  },
  {
    icon: IconFileInvoice,
    feature: 'invoices',
    title: 'Billing without the chase',
    text: 'Card payments, invoices and superbills that go out on their own.',
  },
  {
    icon: IconVideo,
    feature: 'telehealth',
    title: 'Telehealth built in',
    text: 'Video sessions from the same calendar — no extra links or subscriptions.',
  },
  {
    icon: IconMessages,
    feature: 'messaging',
    title: 'Secure messaging',
    text: 'Private, encrypted conversations with clients between sessions.',
  },
  {
    icon: IconShieldLock,
    title: 'Security you can trust',
    text: `Health data in ${brand} is encrypted in transit and at rest, and every access is logged.`,
  },
];

const testimonials: Testimonial[] = [
  {
    id: 'switch-1',
    content:
      'I put off switching for two years because of the data. In the end it was moved overnight and nothing was lost.',
    date: '2023-03-14',
  },
  {
    id: 'switch-2',
    content:
      'Every question I had during the move was answered within the hour, by someone who knew what they were talking about.',
    date: '2023-06-27',
  },
  {
    id: 'switch-3',
    content:
      'Scheduling, notes and billing in one place means one login and one bill. I wish I had done it sooner.',
    date: '2023-11-02',
  },
];

const faq = (brand: string): FaqItem[] => [
  {
    question: `How long does it take to switch to ${brand}?`,
    answer: (
      <Text>
        Once we have your export, your data is imported and your practice is ready within{' '}
        {IMPORT_READY_HOURS} hours.
      </Text>
    ),
  },
  {
    question: 'Which data can you bring across?',
    answer: (
      <Text>
        Client details, chart notes, documents and upcoming appointments. Tell us what your current
        EHR exports and we will say what comes across.
      </Text>
    ),
  },
  {
    question: 'Will my clients notice the change?',
    answer: (
      <Text>
        Only for the better: they get one secure place to find you, book and pay. You choose when to
        invite them.
      </Text>
    ),
  },
  {
    question: 'What does it cost to switch?',
    answer: (
      <Text>
        Moving your data is free. Plans start with a 30-day free trial; see{' '}
        <Anchor component={Link} to={paths.pricing}>
          plans and prices
        </Anchor>{' '}
        for what comes after.
      </Text>
    ),
  },
  {
    question: 'What if I need help along the way?',
    answer: (
      <Text>
        Write to support at any point: a real person answers in about {SUPPORT_REPLY_HOURS} hour.
      </Text>
    ),
  },
];

/** /switch-ehr-orchid (spec §2 "Switch-to-orchid page"). */
export function SwitchEhrPage() {
  const brand = brandName();
  const meta = switchEhrMeta(brand);
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <MarketingHero
        titleId="switch-title"
        kicker={`Switch to ${brand}`}
        title="Change your EHR without losing a day"
        lead={`We move your clients, notes and calendar for you. Your practice is ready within ${IMPORT_READY_HOURS} hours, and a person answers your questions in about an hour.`}
        actions={
          <Button component={Link} to={paths.professionalRegister} size="md">
            Switch to {brand}
          </Button>
        }
      />
      <Container size="xl">
        <ComingNotice feature="import-export" />
        <MarketingSection
          id="switch-plan-title"
          title="Your transition plan"
          lead="Three steps, and we do the heavy lifting."
        >
          <NumberedSteps steps={transitionPlan(brand)} />
        </MarketingSection>

        <MarketingSection id="switch-benefits-title" title={`What you get with ${brand}`}>
          <FeatureCards cards={benefits(brand)} columns={3} />
        </MarketingSection>

        <ClinicianQuotes
          id="switch-quotes-title"
          title="Clinicians who made the switch"
          quotes={testimonials}
        />

        <MarketingSection id="switch-faq-title" title="Questions about switching">
          <FaqAccordion items={faq(brand)} />
        </MarketingSection>

        <CtaBanner
          titleId="switch-cta-title"
          title="Ready to make the move?"
          text="Start your free trial today and we will help you bring everything across."
        >
          <Button component={Link} to={paths.professionalRegister} variant="white">
            Switch to {brand}
          </Button>
        </CtaBanner>
      </Container>
    </>
  );
}
