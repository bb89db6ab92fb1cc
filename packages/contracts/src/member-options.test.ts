import { describe, expect, it } from 'vitest';
import {
  formatPhoneMask,
  GENDER_IDENTITY_OPTIONS,
  GUARDIAN_RELATIONSHIP_OPTIONS,
  HEARD_ABOUT_OPTIONS,
  INTAKE_GENDER_OPTIONS,
  phoneDigits,
  SEX_OPTIONS,
  SexSchema,
} from './member-options';
import { normalizeDob } from './time';

describe('member option lists', () => {
  it('keeps the spec wording', () => {
    expect(INTAKE_GENDER_OPTIONS).toEqual([
      'Male',
      'Female',
      'Non-binary',
      'Transgender',
      'Prefer not to say',
    ]);
    expect(GENDER_IDENTITY_OPTIONS).toEqual([
      'Woman',
      'Man',
      'Nonbinary',
      'Genderqueer',
      'Transgender Woman',
      'Transgender Man',
      'Prefer not to say',
      'Other',
    ]);
    expect(SEX_OPTIONS).toEqual(['Male', 'Female', 'Prefer not to say']);
    expect(GUARDIAN_RELATIONSHIP_OPTIONS).toEqual([
      'Parent',
      'Legal Guardian',
      'Family Member',
      'Other',
    ]);
    expect(HEARD_ABOUT_OPTIONS).toEqual([
      'Invite by Family/Friends',
      'Social Media',
      'Search Engine',
      'AMHC',
    ]);
    expect(SexSchema.safeParse('male').success).toBe(false);
  });
});

describe('normalizeDob', () => {
  it.each([
    ['3/7/2001', '2001-03-07'],
    ['03/07/2001', '2001-03-07'],
    [' 12/31/1999 ', '1999-12-31'],
    ['2/29/2000', '2000-02-29'],
    ['2001-03-07', '2001-03-07'],
    ['2024-02-29', '2024-02-29'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDob(input)).toBe(expected);
  });

  it.each([
    '2/29/2001',
    '2/29/1900',
    '13/1/2001',
    '0/1/2001',
    '4/31/2001',
    '1/1/01',
    '2001-3-7',
    '2001-02-30',
    '2001/03/07',
    '07.03.2001',
    '',
    'tomorrow',
  ])('refuses %s', (input) => {
    expect(normalizeDob(input)).toBeUndefined();
  });
});

describe('phone numbers', () => {
  it('keeps at most 10 digits', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('555.123.4567 ext 89')).toBe('5551234567');
    expect(phoneDigits('+1 555 123 4567')).toBe('5551234567');
    expect(phoneDigits('1')).toBe('1');
    expect(phoneDigits('abc')).toBe('');
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123 4'],
    ['5551234567', '(555) 123 4567'],
    ['555-123-4567', '(555) 123 4567'],
  ])('masks %s as %s', (input, expected) => {
    expect(formatPhoneMask(input)).toBe(expected);
  });
});
