import { Anchor, Text } from '@mantine/core';
import { brandName } from '../../app/brand';
import { contactHref, operatorContact, operatorName } from '../../app/operator';
import { confirmedClaim } from './claims';
import { FaqAccordion, type FaqItem } from './faq-accordion';

// What the code does (docs/security.md), stated plainly. Compliance, audits and agreements are
// the operator's to claim: the HIPAA answer says only what the software is built for.

function securityQuestions(brand: string, contact: string): FaqItem[] {
  const contactLink = contactHref(contact);
  return [
    {
      question: `How does ${brand} protect client information?`,
      answer: (
        <Text>
          Health information (dates of birth, phone numbers, insurance numbers and more as the
          record grows) is encrypted with AES-256-GCM before it reaches the database, so a copy of
          the database or a backup shows none of it. Connections are encrypted with TLS, and every
          page is sent with strict security headers.
        </Text>
      ),
    },
    {
      question: "Who can see my clients' records?",
      answer: (
        <Text>
          Only the people whose role allows it: you, the clinicians of your practice, and a
          scheduler for what scheduling needs. Every time someone opens another person's information
          it is written to the access log (who, whose, what, when and from where), and those records
          are kept for at least six years.
        </Text>
      ),
    },
    {
      question: 'How are accounts kept safe?',
      answer: (
        <Text>
          Passwords are stored only as strong argon2id hashes and must be long and varied. 2-step
          verification with an authenticator app is built in, repeated failed sign-ins lock the
          account for a while, and an hour without activity signs you out.
        </Text>
      ),
    },
    {
      question: `Is ${brand} HIPAA compliant?`,
      answer: (
        <Text>
          {brand} is built for HIPAA's safeguards: encryption, access by role, audit trails and
          automatic sign-out. Compliance also depends on how an installation is run and the
          agreements around it. {hipaaStatement(brand)} Questions about it:{' '}
          {contactLink ? <Anchor href={contactLink}>{contact}</Anchor> : contact}.
        </Text>
      ),
    },
  ];
}

/** What the operator confirms about HIPAA and a business associate agreement (§9 claims). */
function hipaaStatement(brand: string): string {
  const who = operatorName() ?? `The team behind this ${brand} site`;
  const hipaa = confirmedClaim('hipaa');
  const baa = confirmedClaim('signed-baa');
  if (hipaa && baa) {
    return `${who} runs it in compliance with HIPAA and signs a business associate agreement with each practice.`;
  }
  if (hipaa) return `${who} runs it in compliance with HIPAA.`;
  if (baa) return `${who} signs a business associate agreement with each practice.`;
  return 'Ask the people who run this one about a business associate agreement.';
}

/** The security questions of the FAQ page and the security page (booking §2). */
export function SecurityFaq() {
  return <FaqAccordion items={securityQuestions(brandName(), operatorContact())} />;
}
