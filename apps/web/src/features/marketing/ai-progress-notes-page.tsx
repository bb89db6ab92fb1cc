import { Anchor, Button, Container, Text } from '@mantine/core';
import { formatMoney } from '@orchid/contracts/money';
import { CHECKOUT_TRIAL_DAYS, PLANS } from '@orchid/contracts/plans';
import { planOnSale } from '@orchid/contracts/product-features';
import {
  IconClockHour4,
  IconEdit,
  IconFileCertificate,
  IconMicrophone,
  IconMoodSmile,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import { BlogTeaser } from './blog-teaser';
import { BookDemoLink } from './book-demo-link';
import { ClinicianQuotes, type Testimonial } from './clinician-quotes';
import { ComingNotice } from './coming-notice';
import { CtaBanner } from './cta-banner';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { type FeatureCard, FeatureCards } from './feature-cards';
import { MarketingHero } from './marketing-hero';
import { NumberedSteps, type Step } from './numbered-steps';
import { aiProgressNotesMeta } from './product-pages-meta';
import { MarketingSection } from './section-heading';

const corePrice = formatMoney(PLANS.core.monthly_price_cents);
const aiPrice = formatMoney(PLANS['ai-only'].monthly_price_cents);
/** The add-on is Core + AI; neither it nor AI Only is sold before AI notes work. */
const aiOnSale = planOnSale('core-with-ai');

const benefits: FeatureCard[] = [
  {
    icon: IconClockHour4,
    title: 'Evenings back',
    text: 'A first draft of every progress note is waiting when the session ends, instead of piling up for the weekend.',
  },
  {
    icon: IconMoodSmile,
    title: 'Full attention in session',
    text: 'Stop typing while your client talks. Listen, and let the draft capture what was said.',
  },
  {
    icon: IconFileCertificate,
    title: 'Notes in the formats you use',
    text: 'SOAP, DAP, BIRP and your own templates, written in clear clinical language.',
  },
  {
    icon: IconEdit,
    title: 'You stay the author',
    text: 'Every draft is yours to edit and sign. Nothing is filed until you approve it.',
  },
  {
    icon: IconMicrophone,
    title: 'Telehealth or in person',
    text: 'Works from a video session or an audio recording in the room, or from your own dictation.',
  },
  {
    icon: IconShieldLock,
    title: 'Private by design',
    text: 'Recordings and notes are encrypted in transit and at rest, and recordings are never used to train models.',
  },
];

const howItWorks: Step[] = [
  {
    title: 'Ask for consent',
    text: 'Your client agrees to the session being transcribed, once, from their own account.',
  },
  {
    title: 'Hold the session',
    text: 'Run a video session, or press record for an in-person one on your phone or computer.',
  },
  {
    title: 'Get the transcript',
    text: 'When the session ends, the audio is transcribed and the key points are pulled out.',
  },
  {
    title: 'Review the draft',
    text: 'A progress note in your chosen template is drafted from the transcript. Edit anything.',
  },
  {
    title: 'Sign and file',
    text: 'Sign the note and it is stored in the client’s chart, ready for billing and audits.',
  },
];

const testimonials: Testimonial[] = [
  {
    id: 'ai-1',
    content:
      'My notes are drafted before the next client walks in. I read, tweak a line or two, and sign.',
    date: '2023-05-16',
  },
  {
    id: 'ai-2',
    content:
      'I finally look at my clients instead of my keyboard. The draft catches details I would have forgotten by evening.',
    date: '2023-08-09',
  },
  {
    id: 'ai-3',
    content: 'Friday afternoons used to be for catching up on notes. Now they are mine again.',
    date: '2023-10-24',
  },
];

const faq = (brand: string): FaqItem[] => [
  {
    question: 'What is an AI progress note generator?',
    answer: (
      <Text>
        A tool that turns the recording of a therapy session into a draft progress note, so you
        review and sign instead of writing from memory.
      </Text>
    ),
  },
  {
    question: 'Which note formats are supported?',
    answer: <Text>SOAP, DAP and BIRP out of the box, and templates you build yourself.</Text>,
  },
  {
    question: 'Is it HIPAA compliant?',
    answer: (
      <Text>
        Session audio and notes are encrypted in transit and at rest, access is role-based and
        logged, and a business associate agreement is part of your subscription.
      </Text>
    ),
  },
  {
    question: 'Are my recordings used to train AI models?',
    answer: <Text>No. Your sessions are used to draft your notes and nothing else.</Text>,
  },
  {
    question: 'Do my clients have to agree?',
    answer: (
      <Text>
        Yes. Clients give consent before a session is recorded, and you can always run a session
        without it.
      </Text>
    ),
  },
  {
    question: 'Does it work for in-person sessions?',
    answer: (
      <Text>
        Yes. Record the session on a phone or computer in the room, or dictate a summary afterwards.
      </Text>
    ),
  },
  {
    question: 'How much does it cost?',
    answer: (
      <Text>
        {aiOnSale
          ? `The AI add-on is ${aiPrice} a month, on top of Core from ${corePrice} a month.`
          : 'The AI add-on is not sold yet: it opens when AI notes work.'}{' '}
        Core starts with a {CHECKOUT_TRIAL_DAYS}-day free trial; see{' '}
        <Anchor component={Link} to={paths.pricing}>
          plans and prices
        </Anchor>
        .
      </Text>
    ),
  },
  {
    question: `Can I try ${brand} AI before I pay?`,
    answer: (
      <Text>
        Yes: start a free trial, or book a free 20-minute demo and we will show you a note being
        drafted from a sample session.
      </Text>
    ),
  },
];

/** /ai-progress-note-generator (spec §2 "Orchid AI page"). */
export function AiProgressNotesPage() {
  const brand = brandName();
  const meta = aiProgressNotesMeta(brand);
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <MarketingHero
        titleId="ai-title"
        kicker={`${brand} AI`}
        title="Progress notes that write themselves"
        lead={`${brand} AI listens to the session and drafts the note for you to review and sign — so you can be present with your client and done with paperwork when they leave.`}
        actions={
          <>
            <Button component={Link} to={paths.professionalRegister} size="md">
              Start Your Free Trial
            </Button>
            <BookDemoLink variant="default" />
          </>
        }
      />
      <Container size="xl">
        <ComingNotice feature="ai-notes" />
        <ClinicianQuotes id="ai-quotes-title" title="What clinicians say" quotes={testimonials} />

        <MarketingSection
          id="ai-benefits-title"
          title="Why clinicians use it"
          lead="Less time documenting, more time for clients and for yourself."
        >
          <FeatureCards cards={benefits} columns={3} />
        </MarketingSection>

        <MarketingSection id="ai-how-title" title="How it works">
          <NumberedSteps steps={howItWorks} />
        </MarketingSection>

        <CtaBanner
          titleId="ai-price-title"
          title={aiOnSale ? `Add AI notes for ${aiPrice} a month` : 'AI notes are on the way'}
          text={
            aiOnSale
              ? `On top of Core from ${corePrice} a month, with a ${CHECKOUT_TRIAL_DAYS}-day free trial.`
              : `The AI add-on is sold once AI notes work. Core, from ${corePrice} a month with a ${CHECKOUT_TRIAL_DAYS}-day free trial, is on sale today.`
          }
        >
          <Button component={Link} to={paths.pricing} variant="white">
            See plans and prices
          </Button>
        </CtaBanner>

        <MarketingSection id="ai-faq-title" title="Frequently asked questions">
          <FaqAccordion items={faq(brand)} />
        </MarketingSection>

        <BlogTeaser />
      </Container>
    </>
  );
}
