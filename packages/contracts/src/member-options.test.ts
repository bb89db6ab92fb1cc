import { describe, expect, it } from 'vitest';
import {
  ageOn,
  calendarDateIn,
  formatPhoneMask,
  GENDER_IDENTITY_OPTIONS,
  GUARDIAN_RELATIONSHIP_OPTIONS,
  HEARD_ABOUT_OPTIONS,
  INTAKE_GENDER_OPTIONS,
  isAtLeast,
  latestDobForAge,
  MIN_MEMBER_AGE,
  MIN_PROFESSIONAL_AGE,
  normalizeDob,
  phoneDigits,
  SEX_OPTIONS,
  SexSchema,
} from './member-options';

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

describe('ages', () => {
  it('counts full years', () => {
    expect(ageOn('2000-06-15', '2024-06-14')).toBe(23);
    expect(ageOn('2000-06-15', '2024-06-15')).toBe(24);
    expect(ageOn('2000-06-15', '2000-06-15')).toBe(0);
  });

  it('turns 13 and 18 on the birthday, not the day before', () => {
    expect(isAtLeast('2011-05-20', MIN_MEMBER_AGE, '2024-05-19')).toBe(false);
    expect(isAtLeast('2011-05-20', MIN_MEMBER_AGE, '2024-05-20')).toBe(true);
    expect(isAtLeast('2006-01-01', MIN_PROFESSIONAL_AGE, '2023-12-31')).toBe(false);
    expect(isAtLeast('2006-01-01', MIN_PROFESSIONAL_AGE, '2024-01-01')).toBe(true);
  });

  it('has a leap-day birthday on March 1 in common years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('gives the latest allowed date of birth, agreeing with isAtLeast', () => {
    expect(latestDobForAge(13, '2024-05-20')).toBe('2011-05-20');
    expect(latestDobForAge(18, '2024-02-29')).toBe('2006-02-28');
    expect(latestDobForAge(20, '2024-02-29')).toBe('2004-02-29');
    for (const today of ['2024-02-29', '2023-03-01', '2024-12-31', '2025-01-01']) {
      for (const years of [MIN_MEMBER_AGE, MIN_PROFESSIONAL_AGE]) {
        const latest = latestDobForAge(years, today);
        expect(isAtLeast(latest, years, today), `${years} on ${today}`).toBe(true);
        const nextDay = new Date(`${latest}T00:00:00Z`);
        nextDay.setUTCDate(nextDay.getUTCDate() + 1);
        const after = nextDay.toISOString().slice(0, 10);
        expect(isAtLeast(after, years, today), `${after} on ${today}`).toBe(false);
      }
    }
  });

  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => ageOn('3/7/2001', '2024-01-01')).toThrow(RangeError);
    expect(() => ageOn('2001-02-30', '2024-01-01')).toThrow(RangeError);
  });

  it('finds today in a timezone', () => {
    const instant = new Date('2024-03-01T03:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2024-03-01');
    expect(calendarDateIn(instant, 'America/Los_Angeles')).toBe('2024-02-29');
    expect(calendarDateIn(instant, 'Asia/Tokyo')).toBe('2024-03-01');
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
