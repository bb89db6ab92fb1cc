import type { CalendarDate } from './time';

// The legal documents (accounts-and-access §2 "Legal pages"): each has a version and the day it
// took effect, here and only here, so the pages show the version the server records when
// someone agrees to it. A new wording of a document is a new version and a new date.

export const LEGAL_DOCUMENTS = [
  'terms-of-use',
  'privacy-policy',
  'acceptable-use-policy',
  'clinician-ai-privacy-policy',
  'waiver-of-liability',
  'independent-contractor-agreement',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export type LegalVersion = {
  /** 'major.minor': a new minor version for a clarification, a new major one for a change of terms. */
  version: string;
  /** The day (UTC) this version took effect. */
  effective: CalendarDate;
};

export const LEGAL_VERSIONS = {
  'terms-of-use': { version: '1.0', effective: '2026-11-24' },
  // 1.1: the anonymous counts of the product pages' button clicks.
  'privacy-policy': { version: '1.1', effective: '2026-11-27' },
  'acceptable-use-policy': { version: '1.0', effective: '2026-11-24' },
  'clinician-ai-privacy-policy': { version: '1.0', effective: '2026-11-24' },
  'waiver-of-liability': { version: '1.0', effective: '2026-11-24' },
  'independent-contractor-agreement': { version: '1.0', effective: '2026-11-24' },
} as const satisfies Record<LegalDocument, LegalVersion>;

/**
 * What both registration forms ask a person to agree to (§5 "Sign-up asks ... to agree to the
 * terms and privacy policy"); the server records these versions with the account.
 */
export const REGISTRATION_AGREEMENT = {
  termsVersion: LEGAL_VERSIONS['terms-of-use'].version,
  privacyVersion: LEGAL_VERSIONS['privacy-policy'].version,
} as const;
