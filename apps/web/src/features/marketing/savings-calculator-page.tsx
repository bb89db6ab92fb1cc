import { Box, Container, Text } from '@mantine/core';
import {
  HOURS_SAVED_PER_CLIENT_WEEK,
  WORKING_WEEKS_PER_YEAR,
} from '@orchid/contracts/savings-calculator';
import { brandName } from '../../app/brand';
import { usePageMeta } from '../../app/use-page-meta';
import { Claim, ClaimStatistics } from './claims';
import { DemoRequestForm } from './demo-request-form';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import shared from './marketing.module.css';
import { MarketingHero } from './marketing-hero';
import { savingsCalculatorMeta } from './product-pages-meta';
import { SavingsCalculator } from './savings-calculator';
import { MarketingSection } from './section-heading';

const minutesSaved = HOURS_SAVED_PER_CLIENT_WEEK * 60;

/** The calculation FAQ (§2: three questions), each answer the formula it explains (§9). */
function calculationFaq(brand: string): FaqItem[] {
  return [
    {
      question: 'How is the time given back worked out?',
      answer: (
        <Text>
          We count {minutesSaved} minutes of paperwork saved per client per week — notes drafted for
          you, forms and reminders sent on their own — over {WORKING_WEEKS_PER_YEAR} working weeks a
          year. 20 clients a week is {HOURS_SAVED_PER_CLIENT_WEEK} × 20 × {WORKING_WEEKS_PER_YEAR} =
          500 hours.
        </Text>
      ),
    },
    {
      question: 'How is the saving on payment fees worked out?',
      answer: (
        <>
          <Text>
            A year of takings is {WORKING_WEEKS_PER_YEAR} weeks × clients per week × your hourly
            rate. The calculator assumes {brand} saves you 1.16% of that in card fees: $116 for
            every $10,000 your clients pay you. 20 clients a week at $150 is $150,000 of takings, so
            $1,740 saved.
          </Text>
          <Claim id="fee-comparison">
            {(claim) => (
              <Text mt="xs">
                For comparison: a {claim.figure} {claim.text}.
              </Text>
            )}
          </Claim>
        </>
      ),
    },
    {
      question: 'What are "those hours at your rate"?',
      answer: (
        <Text>
          The hours given back, priced at your own hourly rate: time you can spend on another
          session, or away from the desk. 500 hours at $150 is $75,000.
        </Text>
      ),
    },
  ];
}

/** /ehr-cost-savings: the savings calculator (spec §2, §4, §5 and §9). */
/** The head of the page the server draws (product-pages-meta.ts). */
export const savingsCalculatorHead = () => savingsCalculatorMeta(brandName());

export function SavingsCalculatorPage() {
  const brand = brandName();
  const meta = savingsCalculatorMeta(brand);
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <MarketingHero
        titleId="savings-title"
        kicker="EHR cost savings calculator"
        title={`See what ${brand} could save your practice`}
        lead="Two numbers are all it takes: what you charge an hour and how many clients you see in a week. The calculator shows your yearly saving on payment fees and the admin time you get back."
        aside={<ClaimStatistics claims={['annual-savings']} />}
      />
      <Container size="xl">
        <MarketingSection
          id="calculator-title"
          title="Work out your saving"
          lead="Nothing you enter leaves this page."
        >
          <SavingsCalculator />
        </MarketingSection>

        <MarketingSection id="savings-faq-title" title="How the calculation works">
          <FaqAccordion items={calculationFaq(brand)} />
        </MarketingSection>

        <MarketingSection
          id="savings-demo-title"
          title="See it for yourself"
          lead={`A free 20-minute demo walks you through ${brand} with your own practice in mind.`}
        >
          <Box mt="md" className={shared.box}>
            <DemoRequestForm layout="row" submitLabel="Book Your Free Demo" />
          </Box>
        </MarketingSection>
      </Container>
    </>
  );
}
