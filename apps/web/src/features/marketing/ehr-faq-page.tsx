import { Anchor, Button, Container, Text, Title } from '@mantine/core';
import { formatMoney } from '@orchid/contracts/money';
import { CHECKOUT_TRIAL_DAYS, PLANS, type PRICED_PLAN_CLASSES } from '@orchid/contracts/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { supportEmail, supportMailto } from '../../app/support';
import { usePageMeta } from '../../app/use-page-meta';
import { freeMonthsPerYear } from '../subscriptions/plan-offer';
import { CtaBanner } from './cta-banner';
import classes from './ehr-faq.module.css';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import marketing from './marketing.module.css';
import { MarketingHero } from './marketing-hero';
import { SecurityFaq } from './security-faq';

type FaqSection = { id: string; title: string; items: FaqItem[] };

const to = (path: string, words: ReactNode) => (
  <Anchor component={Link} to={path}>
    {words}
  </Anchor>
);

const price = (plan: (typeof PRICED_PLAN_CLASSES)[number]) =>
  formatMoney(PLANS[plan].monthly_price_cents);

function faqSections(brand: string): FaqSection[] {
  return [
    {
      id: 'getting-started',
      title: 'Getting Started',
      items: [
        {
          question: `What is ${brand}?`,
          answer: (
            <Text>
              {brand} is practice-management software for mental-health professionals, with a client
              side where people find you, book and pay. Your calendar, online booking, client
              payments, support groups and team live in one place, and clients find you in our
              directory.
            </Text>
          ),
        },
        {
          question: `Who is ${brand} for?`,
          answer: (
            <Text>
              Therapists, counselors, psychologists and psychiatrists in private practice, on their
              own or with a team. A front-desk scheduler can work alongside you.
            </Text>
          ),
        },
        {
          question: 'How do I get started?',
          answer: (
            <Text>
              {to(paths.professionalRegister, 'Create your account')} and confirm your e-mail, then
              tell us about your practice in five short steps: your details, your license, your
              office and mailing addresses, and how you heard of us. Once your profile is approved
              and your plan is active, clients can find and book you.
            </Text>
          ),
        },
        {
          question: 'Can I try it before I pay?',
          answer: (
            <Text>
              Yes. The Core plan comes with a {CHECKOUT_TRIAL_DAYS}-day free trial: nothing is
              charged that day, and your first bill comes when the trial ends, unless you cancel
              before.
            </Text>
          ),
        },
        {
          question: `Can I run ${brand} on my own server?`,
          answer: (
            <Text>
              Yes. {brand} is open software. It runs on one server with its database built in, or on
              several servers in front of PostgreSQL, under your own name and address.
            </Text>
          ),
        },
      ],
    },
    {
      id: 'features',
      title: 'Features',
      items: [
        {
          question: `What can I do in ${brand} today?`,
          answer: (
            <Text>
              Keep your calendar, with repeating sessions and blocked time; set your availability
              and session types; take bookings and card payments from your public profile; offer
              coupons; run support groups with their own booking; set your cancellation policy; and
              work with a team.
            </Text>
          ),
        },
        {
          question: 'Can clients book me online?',
          answer: (
            <Text>
              Yes. Clients find you in the {to(paths.professionalSearch, 'directory')}, see the open
              times in your calendar, and book and pay in a few steps. The session appears in your
              schedule at once.
            </Text>
          ),
        },
        {
          question: 'Does it work with my calendar app?',
          answer: (
            <Text>
              Yes: a private calendar feed shows your {brand} sessions in Google Calendar, Apple
              Calendar or Outlook. If its address is ever shared, get a new one and the old one
              stops working.
            </Text>
          ),
        },
        {
          question: 'Can my front desk help?',
          answer: (
            <Text>
              Invite a practice scheduler. They manage the calendar on your behalf, see only what
              scheduling needs, and everything they open is logged.
            </Text>
          ),
        },
        {
          question: 'What about AI?',
          coming: true,
          answer: (
            <Text>
              Not yet. AI progress notes are on the way: the AI add-on and the AI Only plan are sold
              once they work, not before. See {to(paths.pricing, 'plans and prices')} for what you
              can use today.
            </Text>
          ),
        },
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions',
      items: [
        {
          question: 'How much does it cost?',
          answer: (
            <Text>
              Core is {price('core')} a month and Complete {price('complete')}. Paying by the year
              saves {freeMonthsPerYear('core')} month on Core and {freeMonthsPerYear('complete')}{' '}
              months on Complete. See {to(paths.pricing, 'plans and prices')} for what each
              includes.
            </Text>
          ),
        },
        {
          question: 'How does the free trial work?',
          answer: (
            <Text>
              Choose the Core trial at checkout: you pay nothing that day, and your next billing
              date is {CHECKOUT_TRIAL_DAYS} days later. Cancel before then and you are not charged.
            </Text>
          ),
        },
        {
          question: 'Can I change or cancel my plan?',
          answer: (
            <Text>
              Any time, in Settings, Billing: move to another plan or period, or cancel your
              subscription.
            </Text>
          ),
        },
        {
          question: 'Is there a plan for a larger organization?',
          answer: (
            <Text>
              Yes, an Enterprise plan for groups and clinics. Write to{' '}
              <Anchor href={supportMailto('Enterprise plan')}>{supportEmail()}</Anchor> and we will
              talk it through.
            </Text>
          ),
        },
      ],
    },
  ];
}

/** The page's title and description, in the browser and in the prerendered page's head. */
export function ehrFaqHead(): { title: string; description: string } {
  const brand = brandName();
  return {
    title: `${brand} EHR FAQ`,
    description: `Answers about getting started with ${brand}, its features, subscriptions and free trial, and how it keeps client data secure.`,
  };
}

/** /orchid-ehr-faq: questions professionals ask, in four sections (booking §2 "FAQ page"). */
export function EhrFaqPage() {
  const brand = brandName();
  const head = ehrFaqHead();
  usePageMeta(head.title, head.description);
  const sections = faqSections(brand);
  const contents = [
    ...sections.map(({ id, title }) => ({ id, title })),
    { id: 'security-compliance', title: 'Security & Compliance' },
  ];
  const tryFree = (
    <Button component={Link} to={paths.professionalRegister} mt="md">
      Try {brand} for Free
    </Button>
  );
  return (
    <>
      <MarketingHero
        titleId="ehr-faq-title"
        kicker={`${brand} EHR`}
        title="Frequently asked questions"
        lead={`Everything you want to know before you bring your practice to ${brand}: how to start, what it does, what it costs, and how it protects your clients.`}
        actions={
          <Button component={Link} to={paths.professionalRegister} size="md">
            Try {brand}
          </Button>
        }
      />
      <Container size="xl">
        <div className={classes.layout}>
          <aside className={classes.side} aria-label="On this page">
            <nav aria-label="Sections" className={classes.toc}>
              <Text fw={650}>On this page</Text>
              <ol>
                {contents.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className={marketing.box}>
              <Title order={2} size="h4">
                Start your free trial
              </Title>
              <Text mt="xs">
                {CHECKOUT_TRIAL_DAYS} days of Core free, then {price('core')} a month. Cancel any
                time.
              </Text>
              <Button component={Link} to={paths.professionalRegister} mt="sm" fullWidth>
                Get started
              </Button>
            </div>
          </aside>
          <div>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className={classes.faqSection}>
                <Title order={2} id={section.id}>
                  {section.title}
                </Title>
                <FaqAccordion items={section.items} />
                {tryFree}
              </section>
            ))}
            <section aria-labelledby="security-compliance" className={classes.faqSection}>
              <Title order={2} id="security-compliance">
                Security &amp; Compliance
              </Title>
              <SecurityFaq />
              {tryFree}
            </section>
          </div>
        </div>
        <CtaBanner
          titleId="ehr-faq-closing"
          title="Private Practice – Made Perfect"
          text="Your calendar, booking, payments and team in one calm place."
        >
          <Button component={Link} to={paths.professionalRegister} variant="white">
            Switch to {brand}
          </Button>
        </CtaBanner>
      </Container>
    </>
  );
}
