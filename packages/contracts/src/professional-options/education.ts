import { z } from 'zod';

// Degrees and graduation dates of a professional profile (accounts-and-access §3, §9).
// Degrees are stored by their usual abbreviation.

export const MASTERS_DEGREES = [
  { value: 'MA', label: 'Master of Arts (MA)' },
  { value: 'MS', label: 'Master of Science (MS)' },
  { value: 'MSW', label: 'Master of Social Work (MSW)' },
  { value: 'MEd', label: 'Master of Education (MEd)' },
  { value: 'MMFT', label: 'Master of Marriage and Family Therapy (MMFT)' },
  { value: 'MPS', label: 'Master of Professional Studies (MPS)' },
  { value: 'MSN', label: 'Master of Science in Nursing (MSN)' },
  { value: 'MPH', label: 'Master of Public Health (MPH)' },
  { value: 'MHS', label: 'Master of Health Science (MHS)' },
  { value: 'MDiv', label: 'Master of Divinity (MDiv)' },
  { value: 'MPhil', label: 'Master of Philosophy (MPhil)' },
  { value: 'MBA', label: 'Master of Business Administration (MBA)' },
] as const;
export const MastersDegreeSchema = z.enum(MASTERS_DEGREES.map((degree) => degree.value));

export const BACHELORS_DEGREES = [
  { value: 'BA', label: 'Bachelor of Arts (BA)' },
  { value: 'BS', label: 'Bachelor of Science (BS)' },
  { value: 'BSW', label: 'Bachelor of Social Work (BSW)' },
  { value: 'BSN', label: 'Bachelor of Science in Nursing (BSN)' },
  { value: 'BEd', label: 'Bachelor of Education (BEd)' },
  { value: 'BFA', label: 'Bachelor of Fine Arts (BFA)' },
  { value: 'BBA', label: 'Bachelor of Business Administration (BBA)' },
  { value: 'BAS', label: 'Bachelor of Applied Science (BAS)' },
  { value: 'BGS', label: 'Bachelor of General Studies (BGS)' },
] as const;
export const BachelorsDegreeSchema = z.enum(BACHELORS_DEGREES.map((degree) => degree.value));

export const MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;
export const MonthSchema = z.enum(MONTHS);

export const EARLIEST_GRADUATION_YEAR = 1969;
/** Students may enter an expected graduation up to ten years ahead. */
export const GRADUATION_YEARS_AHEAD = 10;

/** Graduation years, newest first: the current year plus 10 down to 1969 (§9). */
export function graduationYears(currentYear: number): number[] {
  const newest = currentYear + GRADUATION_YEARS_AHEAD;
  return Array.from(
    { length: Math.max(0, newest - EARLIEST_GRADUATION_YEAR + 1) },
    (_, index) => newest - index,
  );
}
