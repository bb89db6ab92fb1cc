import { Anchor, Box, Button, Container, List, Text } from '@mantine/core';
import { CHECKOUT_TRIAL_DAYS } from '@orchid/contracts/plans';
import {
  IconDatabaseExport,
  IconEyeCheck,
  IconFingerprint,
  IconKey,
  IconLockAccess,
  IconServer2,
  IconShieldCheck,
  IconUserShield,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { contactHref, operatorContact, operatorName } from '../../app/operator';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import { ClaimStatistics } from './claims';
import { CtaBanner } from './cta-banner';
import { type FeatureCard, FeatureCards } from './feature-cards';
import classes from './marketing.module.css';
import { MarketingHero } from './marketing-hero';
import { MarketingSection } from './section-heading';
import { SecurityFaq } from './security-faq';

// What the code does (docs/security.md), said plainly. HIPAA, SOC 2, availability, the BAA and
// insurance are the operator's to claim (§9 claims, MARKETING_CLAIMS): shown only when confirmed.

const features: readonly FeatureCard[] = [
  {
    icon: IconLockAccess,
    title: 'Encrypted at rest',
    text: 'Health information is sealed with AES-256-GCM before it is stored, so a copy of the database or a backup reveals none of it.',
  },
  {
    icon: IconShieldCheck,
    title: 'Encrypted in transit',
    text: 'Every connection is encrypted with TLS, and pages are sent with strict security headers that keep other sites out.',
  },
  {
    icon: IconUserShield,
    title: 'Access by role',
    text: 'Owners, clinicians and schedulers each see only what their work needs; every call to the server checks who is asking.',
  },
  {
    icon: IconEyeCheck,
    title: 'Every look is logged',
    text: "Each time someone opens another person's information it is recorded: who, whose, what, when and from where.",
  },
  {
    icon: IconFingerprint,
    title: '2-step verification',
    text: 'A code from an authenticator app on top of the password, with recovery codes for a lost phone.',
  },
  {
    icon: IconKey,
    title: 'Strong sign-in',
    text: 'Passwords kept only as argon2id hashes, common passwords refused, repeated failures locked out, and idle sessions ended after an hour.',
  },
  {
    icon: IconServer2,
    title: 'Audit trail kept for years',
    text: 'Changes to accounts, plans and practices are recorded in the same transaction as the change, and kept for at least six years.',
  },
  {
    icon: IconDatabaseExport,
    title: 'Keys that rotate',
    text: 'Encryption keys can be rotated, and older backups still open with the retired keys.',
  },
];

/** The page's title and description, in the browser and in the prerendered page's head. */
export function ehrSecurityHead(): { title: string; description: string } {
  const brand = brandName();
  return {
    title: 'EHR security',
    description: `How ${brand} protects client records: encryption at rest and in transit, access by role, access logs, 2-step verification and audit trails.`,
  };
}

/** /ehr-security: how the platform keeps records safe (booking-practice-and-marketing §2). */
export function EhrSecurityPage() {
  const head = ehrSecurityHead();
  usePageMeta(head.title, head.description);
  const brand = brandName();
  const operator = operatorName() ?? `The team behind this ${brand} site`;
  const contact = operatorContact();
  const contactLink = contactHref(contact);
  const trial = (variant: 'filled' | 'white') => (
    <Button component={Link} to={paths.professionalRegister} size="md" variant={variant}>
      Get Your Secure Free Trial
    </Button>
  );
  return (
    <>
      <MarketingHero
        titleId="security-title"
        kicker={`${brand} EHR security`}
        title="Unparalleled EHR Security You Can Trust"
        lead={`Your clients trust you with what they tell no one else. ${brand} protects it with encryption, access by role and a record of every look, so you can focus on care.`}
        actions={trial('filled')}
      />
      <Container size="xl">
        <MarketingSection
          id="security-features"
          title="Security in every layer"
          lead="Built in from the first line, not added on: this is what the software does for every practice."
        >
          <FeatureCards cards={features} columns={4} />
        </MarketingSection>

        <MarketingSection id="security-commitment" title="Our commitment to you">
          <Box className={classes.box} mt="md">
            <List spacing="xs">
              <List.Item>
                We never sell or share your clients' information, and we show no advertising and run
                no tracking.
              </List.Item>
              <List.Item>
                You can always see who has looked at a record, and your clients can see who has
                looked at theirs.
              </List.Item>
              <List.Item>
                {brand} is open software: how it protects data can be read and checked by anyone,
                and it can run on your own servers.
              </List.Item>
            </List>
            <Box mt="md">
              <ClaimStatistics
                claims="security"
                heading={`${operator} also confirms`}
                headingOrder={3}
              />
            </Box>
            <Text mt="md">
              Questions about compliance or a business associate agreement? Write to{' '}
              {contactLink ? <Anchor href={contactLink}>{contact}</Anchor> : contact}.
            </Text>
          </Box>
        </MarketingSection>

        <MarketingSection id="security-faq" title="Security questions">
          <SecurityFaq />
          <Button component={Link} to={paths.ehrFaq} variant="default" mt="md">
            Read the rest of our FAQs
          </Button>
        </MarketingSection>

        <CtaBanner
          titleId="security-closing"
          title="Protect your practice, and your clients"
          text={`Start with ${CHECKOUT_TRIAL_DAYS} days free. No charge today, cancel any time.`}
        >
          {trial('white')}
        </CtaBanner>
      </Container>
    </>
  );
}
