import { Anchor, Button, Container, Text, Title } from '@mantine/core';
import { CHECKOUT_TRIAL_DAYS } from '@orchid/contracts/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { supportEmail, supportMailto } from '../../app/support';
import { usePageMeta } from '../../app/use-page-meta';
import { CrisisResources } from '../../ui/crisis-resources';
import { FaqAccordion, type FaqItem } from '../marketing/faq-accordion';
import classes from '../marketing/marketing.module.css';
import { MarketingHero } from '../marketing/marketing-hero';
import { MarketingSection } from '../marketing/section-heading';

type HelpTopic = { id: string; title: string; questions: FaqItem[] };

/** A link inside an answer. */
const to = (path: string, words: ReactNode) => (
  <Anchor component={Link} to={path}>
    {words}
  </Anchor>
);

function helpTopics(brand: string): HelpTopic[] {
  return [
    {
      id: 'help-accounts',
      title: 'Accounts and sign-in',
      questions: [
        {
          question: 'I forgot my password',
          answer: (
            <Text>
              On the {to(paths.login, 'sign-in page')}, choose "Forgot password" and enter your
              e-mail address. We send a link that works for one hour; it signs you out everywhere
              once you have set a new password.
            </Text>
          ),
        },
        {
          question: "I didn't get the confirmation e-mail",
          answer: (
            <Text>
              Look in your spam or junk folder first. Signed in, you can ask for the mail again; a
              confirmation link works for seven days, and a new one replaces the old.
            </Text>
          ),
        },
        {
          question: 'Why was I signed out?',
          answer: (
            <Text>
              To protect your information, {brand} signs you out after an hour without activity, and
              after 12 hours if you did not choose to be remembered. Changing your password also
              signs out your other devices.
            </Text>
          ),
        },
        {
          question: 'How do I turn on 2-step verification?',
          answer: (
            <Text>
              Professionals find it under Settings, Security: scan the code with an authenticator
              app and keep the recovery codes somewhere safe. After that, signing in asks for the
              6-digit code from the app.
            </Text>
          ),
        },
      ],
    },
    {
      id: 'help-booking',
      title: 'Booking and payments',
      questions: [
        {
          question: 'How do I book a session?',
          answer: (
            <Text>
              {to(paths.professionalSearch, 'Find a professional')}, open their profile and pick a
              time that suits you. At checkout you pay by card (and can enter a coupon code if you
              have one); your confirmation shows right away.
            </Text>
          ),
        },
        {
          question: 'How do I cancel or change a session?',
          answer: (
            <Text>
              Signed in, go to {to(paths.memberSessions, 'your sessions')} and choose Cancel. Before
              you confirm, you see what cancelling costs under your professional's cancellation
              policy, if anything. To move a session, cancel it and book a new time, or write to
              your professional.
            </Text>
          ),
        },
        {
          question: 'Is my card safe?',
          answer: (
            <Text>
              Card details are typed on the payment provider's secure page and never stored by
              {brand}.
            </Text>
          ),
        },
        {
          question: 'Can I join a support group?',
          answer: (
            <Text>
              Yes: see the {to(paths.groupSession, 'open support groups')} and reserve a seat for
              the next meeting.
            </Text>
          ),
        },
      ],
    },
    {
      id: 'help-professionals',
      title: 'For professionals: calendar, booking and your plan',
      questions: [
        {
          question: 'How do I set when clients can book me?',
          answer: (
            <Text>
              In Settings, set your availability and your session types (length and price). Clients
              see only the open times in your calendar, and their bookings appear in your schedule
              at once. A calendar feed shows your sessions in the calendar app you already use.
            </Text>
          ),
        },
        {
          question: 'Where do I keep session notes?',
          answer: (
            <Text>
              Client charts and notes are arriving in {brand} step by step, in the plans that
              include them. Until they reach your plan, keep notes in your current system; nothing
              you need is locked in.
            </Text>
          ),
        },
        {
          question: 'How does billing for my plan work?',
          answer: (
            <Text>
              The Core plan starts with a {CHECKOUT_TRIAL_DAYS}-day free trial and nothing to pay
              that day. In Settings, Billing you see your plan and next billing date, and change or
              cancel your plan. See {to(paths.pricing, 'plans and prices')}.
            </Text>
          ),
        },
        {
          question: 'Can my front desk help me?',
          answer: (
            <Text>
              Invite a practice scheduler in Settings, Team. They work on your behalf in the
              calendar and see only what scheduling needs, and what they open is logged.
            </Text>
          ),
        },
      ],
    },
    {
      id: 'help-privacy',
      title: 'Privacy and your data',
      questions: [
        {
          question: 'Who can see my information?',
          answer: (
            <Text>
              You, the professionals you book with, and the people they work with for your care.
              Every time someone other than you opens your information it is recorded, and your
              access log shows who, when and in what role.
            </Text>
          ),
        },
        {
          question: 'How is my information protected?',
          answer: (
            <Text>
              Sensitive details such as your date of birth, phone number and insurance numbers are
              encrypted before they are stored. Passwords are never stored, only a strong hash of
              them. {to(paths.privacyPolicy, 'Our privacy policy')} says in full what we keep and
              why.
            </Text>
          ),
        },
        {
          question: 'How do I choose which e-mails I get?',
          answer: (
            <Text>
              Every mail you can turn off has a link at its foot to your e-mail preferences. Mails
              you cannot do without, such as password resets, always come.
            </Text>
          ),
        },
        {
          question: 'Can I get a copy of my data, or have it deleted?',
          answer: (
            <Text>
              Write to us at <Anchor href={supportMailto('My data')}>{supportEmail()}</Anchor> from
              the address of your account and we will help. Some records must be kept by law for a
              time; we tell you which.
            </Text>
          ),
        },
      ],
    },
  ];
}

/** The page's title and description, in the browser and in the prerendered page's head. */
export function supportHead(): { title: string; description: string } {
  const brand = brandName();
  return {
    title: 'Help and support',
    description: `Answers about accounts, booking, payments and privacy on ${brand}, how to reach us, and where to turn in a crisis.`,
  };
}

/** /support: help topics, how to reach a person, and the crisis lines. */
export function SupportPage() {
  const brand = brandName();
  const head = supportHead();
  usePageMeta(head.title, head.description);
  const topics = helpTopics(brand);
  return (
    <>
      <MarketingHero
        size="lg"
        titleId="support-title"
        kicker="Help and support"
        title="How can we help?"
        lead={
          <>
            Find your answer below, or write to us at{' '}
            <Anchor href={supportMailto('I need help')}>{supportEmail()}</Anchor> and a person will
            reply. If you are in crisis, don't wait for us: the crisis lines are below.
          </>
        }
        actions={
          <>
            <Button component="a" href={supportMailto('I need help')} size="md">
              E-mail support
            </Button>
            <Button component="a" href="#support-crisis" size="md" variant="default">
              Crisis resources
            </Button>
          </>
        }
      />
      <Container size="lg">
        <nav aria-label="Help topics" className={classes.section}>
          <Title order={2} size="h4">
            Help topics
          </Title>
          <ul>
            {topics.map((topic) => (
              <li key={topic.id}>
                <Anchor href={`#${topic.id}`} fw={600}>
                  {topic.title}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        {topics.map((topic) => (
          <MarketingSection key={topic.id} id={topic.id} title={topic.title}>
            <FaqAccordion items={topic.questions} />
          </MarketingSection>
        ))}

        <MarketingSection
          id="support-contact"
          title="Still need help?"
          lead={
            <>
              Write to <Anchor href={supportMailto('I need help')}>{supportEmail()}</Anchor>. Tell
              us what you were doing and what you saw, and never send passwords or clinical details
              by e-mail.
            </>
          }
        />

        <MarketingSection
          id="support-crisis"
          title="In a crisis"
          lead={`${brand} is not an emergency service. If you or someone else is in danger, get help now:`}
        >
          <div className={classes.section}>
            <CrisisResources />
          </div>
        </MarketingSection>
        <div className={classes.section} />
      </Container>
    </>
  );
}
