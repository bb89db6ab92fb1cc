import { z } from 'zod';

// Member profile and intake: option lists, limits and the small pure helpers the intake and
// registration forms and the server share (accounts-and-access §3 "Member profile and
// intake", §5, §9; booking-practice-and-marketing §3 "Lists", §5). The options are stored as
// the words shown.

/** Gender options of the intake form. */
export const INTAKE_GENDER_OPTIONS = [
  'Male',
  'Female',
  'Non-binary',
  'Transgender',
  'Prefer not to say',
] as const;
export const IntakeGenderSchema = z.enum(INTAKE_GENDER_OPTIONS);

/** Gender identity options of the other form. */
export const GENDER_IDENTITY_OPTIONS = [
  'Woman',
  'Man',
  'Nonbinary',
  'Genderqueer',
  'Transgender Woman',
  'Transgender Man',
  'Prefer not to say',
  'Other',
] as const;
export const GenderIdentitySchema = z.enum(GENDER_IDENTITY_OPTIONS);

/** Sex options; one form shows only the first two, all three are valid answers. */
export const SEX_OPTIONS = ['Male', 'Female', 'Prefer not to say'] as const;
export const SexSchema = z.enum(SEX_OPTIONS);

/** How a guardian is related to a minor. */
export const GUARDIAN_RELATIONSHIP_OPTIONS = [
  'Parent',
  'Legal Guardian',
  'Family Member',
  'Other',
] as const;
export const GuardianRelationshipSchema = z.enum(GUARDIAN_RELATIONSHIP_OPTIONS);

/** "How did you hear about us", for members and at professional onboarding. */
export const HEARD_ABOUT_OPTIONS = [
  'Invite by Family/Friends',
  'Social Media',
  'Search Engine',
  'AMHC',
] as const;
export const HeardAboutSchema = z.enum(HEARD_ABOUT_OPTIONS);

export const BIOGRAPHY_MAX = 1024;

// ---- Phone numbers ---------------------------------------------------------------------------

export const PHONE_MASK = '(---) --- ----';
const PHONE_DIGITS = 10;

/**
 * The digits of a typed or pasted phone number, at most 10. A leading country code 1 in an
 * 11-digit paste ('+1 555 123 4567') is dropped, since no US area code starts with 1.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/**
 * Digits shown through the mask '(---) --- ----' as far as they go: '555' → '(555',
 * '5551234' → '(555) 123 4', ten digits → '(555) 123 4567'.
 */
export function formatPhoneMask(input: string): string {
  const digits = phoneDigits(input);
  if (digits === '') return '';
  const area = `(${digits.slice(0, 3)}`;
  if (digits.length <= 3) return area;
  const exchange = `${area}) ${digits.slice(3, 6)}`;
  if (digits.length <= 6) return exchange;
  return `${exchange} ${digits.slice(6)}`;
}
