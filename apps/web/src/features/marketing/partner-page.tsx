import { Accordion, Anchor, Button, Container, Text, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconCalendarCheck,
  IconFriends,
  IconLock,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import { CaseStudyModal } from './case-study-modal';
import { ClaimStatistics } from './claims';
import { DemoRequestForm } from './demo-request-form';
import classes from './marketing-page.module.css';

// /partner-with-orchid (§2): landing, benefits, the case study with its download, the
// partners' results (only the statistics the operator confirms), a FAQ of six and the demo
// request. Its words make no claim of their own: every figure goes through the claims.

const benefits = [
  { icon: IconCalendarCheck, title: 'Booking, reminders and payments in one place' },
  { icon: IconUsersGroup, title: 'Group sessions and support groups' },
  { icon: IconAddressBook, title: 'A directory listing, with each clinician’s free times' },
  { icon: IconUsers, title: 'A front-desk scheduler who works on a clinician’s behalf' },
  { icon: IconLock, title: 'Records kept encrypted, with a log of who has seen them' },
  { icon: IconFriends, title: 'A team that helps you move your clinicians over' },
];

const faq = (brand: string) => [
  {
    id: 'who',
    question: `Who can partner with ${brand}?`,
    answer:
      'Organizations that support mental-health care: associations and networks of clinicians, group practices, training programs, and nonprofits and funders that pay for therapy.',
  },
  {
    id: 'what',
    question: 'What does a partnership include?',
    answer: `Your clinicians get ${brand} for their practice: their calendar, online booking with card payments, group sessions, a directory listing and a front-desk scheduler. We agree with you on plans, onboarding and how you would like to follow the results.`,
  },
  {
    id: 'cost',
    question: 'What does it cost?',
    answer:
      'It depends on how many clinicians take part and which plans they use. Book a demo and we will put a proposal together for your organization.',
  },
  {
    id: 'switch',
    question: 'Can clinicians bring their existing records?',
    answer:
      'Not yet: bringing records across from other tools is on the way. Today clinicians add their clients and sessions themselves, and their clients book online.',
  },
  {
    id: 'time',
    question: 'How long does it take to get started?',
    answer:
      'A demo takes twenty minutes. After that, clinicians can sign up and start on their own schedule; we help with onboarding along the way.',
  },
  {
    id: 'data',
    question: 'Who can see client information?',
    answer:
      'Only the clinicians who care for a client, and the people they allow. A partner organization does not see client records.',
  },
];

/** The page's title and description, in the browser and in the head of the page the server draws. */
export const partnerHead = () => ({
  title: `Partner with ${brandName()}`,
  description: `Partner with ${brandName()}: give the clinicians you support one place for their practice, read the case study and book a free demo.`,
});

export function PartnerPage() {
  const brand = brandName();
  const head = partnerHead();
  usePageMeta(head.title, head.description);
  const [caseStudyOpen, setCaseStudyOpen] = useState(false);
  return (
    <>
      <section className={classes.hero} aria-labelledby="partner-title">
        <Container size="lg" className={classes.heroInner}>
          <Text className={classes.kicker}>For organizations</Text>
          <Title order={1} id="partner-title" className={classes.heroTitle}>
            Partner with {brand}
          </Title>
          <Text size="lg" className={classes.lead}>
            Give the clinicians you support one calm place to run their practice, so more of their
            time goes to the people in their care.
          </Text>
          <div className={classes.actions}>
            <Button component="a" href="#book-a-demo" size="md">
              Book a free demo
            </Button>
            <Button variant="default" size="md" onClick={() => setCaseStudyOpen(true)}>
              Download the case study
            </Button>
          </div>
        </Container>
      </section>

      <Container size="lg" className={classes.sections}>
        <section aria-labelledby="partner-benefits">
          <Title order={2} id="partner-benefits">
            Why partner with us
          </Title>
          <ul className={classes.tiles}>
            {benefits.map(({ icon: Icon, title }) => (
              <li key={title} className={classes.tile}>
                <Icon size={28} aria-hidden="true" className={classes.tileIcon} />
                <span>{title}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partner-case-study" className={classes.band}>
          <Title order={2} id="partner-case-study">
            Case study
          </Title>
          <Text mt="xs" className={classes.lead}>
            How an organization that funds therapy moved its clinicians to {brand}, and what changed
            for them and the people they see.
          </Text>
          <Button mt="md" size="md" onClick={() => setCaseStudyOpen(true)}>
            Download
          </Button>
        </section>

        <ClaimStatistics claims="partner" heading="Our partners' results" />

        <section aria-labelledby="partner-faq">
          <Title order={2} id="partner-faq">
            Frequently asked questions
          </Title>
          <Accordion mt="md" variant="separated">
            {faq(brand).map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>{item.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Text mt="md">
            More questions?{' '}
            <Anchor component={Link} to={paths.ehrFaq}>
              Read our FAQ
            </Anchor>
          </Text>
        </section>

        <section id="book-a-demo" aria-labelledby="partner-demo" className={classes.band}>
          <Title order={2} id="partner-demo">
            Book your free demo
          </Title>
          <Text mt="xs" mb="md" className={classes.lead}>
            Twenty minutes with our team: we show you {brand} and talk about what a partnership
            could look like for you.
          </Text>
          <DemoRequestForm layout="row" />
        </section>
      </Container>

      <CaseStudyModal opened={caseStudyOpen} onClose={() => setCaseStudyOpen(false)} />
    </>
  );
}
