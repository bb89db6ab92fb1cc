import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import {
  IconAdjustmentsCheck,
  IconChartDots,
  IconChartLine,
  IconClipboardCheck,
  IconClockBolt,
  IconMessages,
  IconPlugConnected,
  IconReportMedical,
  IconRobot,
  IconTrendingUp,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { useWholePageMeta } from '../../app/use-page-meta';
import { BookDemoLink } from './book-demo-link';
import { ClaimStatistics } from './claims';
import { ClinicianQuotes, type Testimonial } from './clinician-quotes';
import { ComingNotice } from './coming-notice';
import { CtaBanner } from './cta-banner';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { type FeatureCard, FeatureCards } from './feature-cards';
import { MarketingHero } from './marketing-hero';
import { NumberedSteps, type Step } from './numbered-steps';
import { measurementBasedCareMeta } from './product-pages-meta';
import { MarketingSection } from './section-heading';

const benefits = (brand: string): FeatureCard[] => [
  {
    icon: IconChartLine,
    title: 'See progress, not guesses',
    text: 'Scores from validated measures such as the PHQ-9 and GAD-7 line up session by session, so you and your client can see what is changing.',
  },
  {
    icon: IconMessages,
    title: 'Bring clients into their care',
    text: 'Clients answer short questionnaires on their phone before a session, and the results give you both something concrete to talk about.',
  },
  {
    icon: IconAdjustmentsCheck,
    title: 'Adjust treatment sooner',
    text: 'When scores stall or worsen you notice early, and can change course before a client drifts away.',
  },
  {
    icon: IconReportMedical,
    title: 'Records that speak for you',
    text: `Outcome data sits in the chart beside your notes, ready for supervision, payers or audits — all inside ${brand}.`,
  },
];

const whyAutomate: FeatureCard[] = [
  {
    icon: IconClockBolt,
    title: 'Time-saving automations',
    text: 'Assessments go out on the schedule you set, with reminders, so nobody has to remember to send them.',
  },
  {
    icon: IconPlugConnected,
    title: 'Full EHR integration',
    text: 'Measures, scores and notes live in one record: no second app, no copying results by hand.',
  },
  {
    icon: IconChartDots,
    title: 'Data visualization',
    text: 'Each measure becomes a clear chart over time, with the clinical cut-offs marked.',
  },
  {
    icon: IconTrendingUp,
    title: 'Improved patient progress',
    text: 'Regular measurement keeps treatment on track and makes progress visible to the client too.',
  },
  {
    icon: IconRobot,
    title: 'Auto-generated assessments',
    text: 'Pick a measure once and it is created, sent and scored for every session that needs it.',
  },
  {
    icon: IconClipboardCheck,
    title: 'Digestible results',
    text: 'Totals, severity bands and changes since last time, in words a busy clinician reads in seconds.',
  },
];

const howItWorks: Step[] = [
  {
    title: 'Choose your measures',
    text: 'Pick from standard questionnaires such as the PHQ-9 and GAD-7, per client or for your whole caseload.',
  },
  {
    title: 'Set the schedule',
    text: 'Send before every session, every few weeks, or at intake and discharge: you decide.',
  },
  {
    title: 'Clients answer from anywhere',
    text: 'A secure link reaches them by e-mail; answers take a few minutes on any phone.',
  },
  {
    title: 'Scores land in the chart',
    text: 'Each answer is scored at once and filed in the client’s record beside your notes.',
  },
  {
    title: 'Review progress together',
    text: 'Open the trend in session, talk it through, and adjust the plan with your client.',
  },
];

const testimonials: Testimonial[] = [
  {
    id: 'mbc-1',
    content:
      'The PHQ-9 goes out before every session without me lifting a finger. I open the chart and the trend is already there.',
    date: '2023-02-03',
  },
  {
    id: 'mbc-2',
    content:
      'Showing a client their own scores coming down has been one of the most motivating moments in our work together.',
    date: '2023-04-20',
  },
  {
    id: 'mbc-3',
    content:
      'I used to score questionnaires by hand between sessions. Now it simply happens, and I spend that time with clients.',
    date: '2023-12-08',
  },
];

const faq = (brand: string): FaqItem[] => [
  {
    question: 'What is measurement-based care?',
    answer: (
      <Text>
        Measurement-based care means using short, validated questionnaires at regular points in
        treatment and letting the scores guide clinical decisions alongside your judgement.
      </Text>
    ),
  },
  {
    question: 'Which assessments can I use?',
    answer: (
      <Text>
        Widely used public-domain measures such as the PHQ-9 for depression and the GAD-7 for
        anxiety, with more added over time.
      </Text>
    ),
  },
  {
    question: 'Do my clients need to install anything?',
    answer: (
      <Text>
        No. They open a secure link in their browser, on a phone or a computer, and their answers go
        straight into their record.
      </Text>
    ),
  },
  {
    question: `Is measurement-based care included in my ${brand} plan?`,
    answer: (
      <Text>
        Not yet: assessments are on the way, and will come with the plans that include notes and
        forms. Every plan with a trial starts with 30 days free.
      </Text>
    ),
  },
];

/** /measurement-based-care (spec §2 "Measurement-based care"). */
export function MeasurementBasedCarePage() {
  const brand = brandName();
  const meta = measurementBasedCareMeta(brand);
  useWholePageMeta(meta.wholeTitle ?? meta.title, meta.description);
  return (
    <>
      <MarketingHero
        titleId="mbc-title"
        kicker="Measurement-based care"
        title="Measurement-based care that runs itself"
        lead={`${brand} sends your clients the right questionnaires at the right time, scores them, and charts their progress — so every session starts with real data.`}
        actions={<BookDemoLink />}
      />
      <Container size="xl">
        <ComingNotice feature="assessments" />
        <MarketingSection
          id="mbc-benefits-title"
          title="Why measure care"
          lead="Regular measurement gives you and your clients a shared view of how treatment is going."
        >
          <FeatureCards cards={benefits(brand)} columns={4} />
          <ClaimStatistics
            claims={['phq9-improvement', 'remission', 'form-completion', 'no-shows']}
            heading="What measurement-based care can do"
            headingOrder={3}
          />
          {/* The spec's desktop button has no target; it goes where its phone version does. */}
          <Group mt="lg">
            <Button component={Link} to={paths.professionalRegister}>
              Save More with MBC
            </Button>
          </Group>
        </MarketingSection>

        <MarketingSection
          id="mbc-automate-title"
          title="Why automate measurement-based care?"
          lead="Doing it by hand means paper forms, scoring and spreadsheets. Automated, it simply happens."
        >
          <FeatureCards cards={whyAutomate} columns={3} />
        </MarketingSection>

        <MarketingSection id="mbc-how-title" title="How it works">
          <NumberedSteps steps={howItWorks} />
          {/* As above: an empty target in the spec, so the phone version's /professional-register. */}
          <Group mt="lg">
            <Button component={Link} to={paths.professionalRegister}>
              Get Results with {brand}'s MBC
            </Button>
          </Group>
        </MarketingSection>

        <ClinicianQuotes id="mbc-quotes-title" title="What clinicians say" quotes={testimonials} />

        <CtaBanner
          titleId="mbc-trial-title"
          title="Start with what is ready today"
          text="30 days free, then choose the plan that fits. Assessments join your plan when they are built."
        >
          <Button component={Link} to={paths.pricing} variant="white">
            Start Your Free Trial
          </Button>
        </CtaBanner>

        <MarketingSection id="mbc-faq-title" title="Frequently asked questions">
          <FaqAccordion items={faq(brand)} />
          <Text mt="md">
            More questions?{' '}
            <Anchor component={Link} to={paths.ehrFaq}>
              Read the {brand} EHR FAQ
            </Anchor>
          </Text>
        </MarketingSection>

        <CtaBanner
          titleId="mbc-switch-title"
          title="Ready when you are"
          text="Bring your practice over and we will help you move your data."
        >
          <Button component={Link} to={paths.professionalRegister} variant="white">
            Switch to {brand}
          </Button>
        </CtaBanner>
      </Container>
    </>
  );
}
