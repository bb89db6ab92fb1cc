import { describe, expect, it } from 'vitest';
import {
  BACHELORS_DEGREES,
  BOARD_SPECIALTIES,
  BOARD_SUBSPECIALTIES,
  BUSINESS_STRUCTURES,
  CERTIFICATION_BOARDS,
  CLIENT_ISSUES,
  DEFAULT_LICENSE_EXPIRATION,
  DEFAULT_PHYSICIAN_SPECIALTY,
  DEFAULT_PROVIDER_TYPE,
  defaultOfficeLocations,
  GRADUATION_YEARS_AHEAD,
  graduationYears,
  INSURANCE_PAYERS,
  isLicenseType,
  isValidSpecialty,
  LANGUAGES,
  LICENSE_TYPES,
  MASTERS_DEGREES,
  MONTHS,
  OfficeLocationSchema,
  ORGANIZATION_TYPES,
  PHYSICIAN_SPECIALTIES,
  PROVIDER_TYPES,
  PSYCHOLOGY_SPECIALTIES,
  physicianSubspecialties,
  specialtiesFor,
  subspecialtiesOf,
  TREATMENT_APPROACHES,
} from './professional-options';

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);
const valuesOf = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('option lists have no duplicates', () => {
  it.each([
    ['provider types', valuesOf(PROVIDER_TYPES)],
    ['physician specialties', valuesOf(PHYSICIAN_SPECIALTIES)],
    ['psychology specialties', valuesOf(PSYCHOLOGY_SPECIALTIES)],
    ['masters degrees', valuesOf(MASTERS_DEGREES)],
    ['bachelors degrees', valuesOf(BACHELORS_DEGREES)],
    ['languages', LANGUAGES],
    ['business structures', valuesOf(BUSINESS_STRUCTURES)],
    ['organization types', valuesOf(ORGANIZATION_TYPES)],
    ['client issues', CLIENT_ISSUES],
    ['treatment approaches', TREATMENT_APPROACHES],
    ['insurance payers', INSURANCE_PAYERS],
    ['boards', valuesOf(CERTIFICATION_BOARDS)],
    ['board specialties', valuesOf(BOARD_SPECIALTIES)],
    [
      'board subspecialties per parent',
      BOARD_SUBSPECIALTIES.map((entry) => `${entry.parent_specialty}/${entry.value}`),
    ],
    ...Object.entries(LICENSE_TYPES).map(([type, licenses]) => [
      `${type} licenses`,
      valuesOf(licenses),
    ]),
  ] as [string, readonly string[]][])('%s', (_, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(duplicates(values)).toEqual([]);
  });
});

describe('spec values', () => {
  it('keeps the spec words', () => {
    expect(valuesOf(PROVIDER_TYPES)).toEqual([
      'physician',
      'psychologist',
      'social worker',
      'therapist',
    ]);
    expect(DEFAULT_PROVIDER_TYPE).toBe('therapist');
    expect(valuesOf(PHYSICIAN_SPECIALTIES)).toEqual([
      'psychiatry',
      'neurology',
      'physical medicine and rehabilitation',
    ]);
    expect(DEFAULT_PHYSICIAN_SPECIALTY).toBe(PHYSICIAN_SPECIALTIES[0].value);
    expect(valuesOf(BUSINESS_STRUCTURES)).toEqual([
      'sole proprietor',
      'llc',
      'pllc',
      'c-corporation',
      's-corporation',
    ]);
    expect(valuesOf(ORGANIZATION_TYPES)).toEqual([
      'group practice',
      'non-profit',
      'hospital',
      'other',
    ]);
    expect(DEFAULT_LICENSE_EXPIRATION).toBe('2024-01-01');
  });

  it('has 33 languages', () => {
    expect(LANGUAGES).toHaveLength(33);
  });

  it('starts the payers with the self-pay entries', () => {
    expect(INSURANCE_PAYERS.slice(0, 2)).toEqual(['Out-of-Pocket', 'Cash']);
    expect(INSURANCE_PAYERS.length).toBeGreaterThan(50);
  });

  it('has months 01 to 12', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS.map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('runs graduation years from the current year plus 10 down to 1969', () => {
    const years = graduationYears(2025);
    expect(years[0]).toBe(2025 + GRADUATION_YEARS_AHEAD);
    expect(years.at(-1)).toBe(1969);
    expect(years).toHaveLength(2035 - 1969 + 1);
    expect(years.every((year, index) => index === 0 || year === (years[index - 1] ?? 0) - 1)).toBe(
      true,
    );
    expect(graduationYears(1958)).toEqual([]);
  });

  it('lists licenses for every provider type', () => {
    expect(Object.keys(LICENSE_TYPES).sort()).toEqual(valuesOf(PROVIDER_TYPES).sort());
    expect(isLicenseType('social worker', 'LCSW')).toBe(true);
    expect(isLicenseType('therapist', 'LMFT')).toBe(true);
    expect(isLicenseType('psychologist', 'PsyD')).toBe(true);
    expect(isLicenseType('physician', 'PMHNP')).toBe(true);
    expect(isLicenseType('therapist', 'MD')).toBe(false);
  });
});

describe('boards', () => {
  it('covers the boards the spec names', () => {
    expect(valuesOf(CERTIFICATION_BOARDS)).toEqual([
      'otolaryngology',
      'pathology',
      'pediatrics',
      'physical medicine',
      'plastic surgery',
      'preventive medicine',
      'psychiatry/neurology',
      'radiology',
      'surgery',
      'thoracic surgery',
      'urology',
    ]);
  });

  it('gives every subspecialty a parent specialty of the same board', () => {
    for (const entry of BOARD_SUBSPECIALTIES) {
      const parent = BOARD_SPECIALTIES.find(
        (specialty) => specialty.value === entry.parent_specialty,
      );
      expect(parent?.board, entry.value).toBe(entry.board);
    }
    const boards = new Set(valuesOf(CERTIFICATION_BOARDS));
    expect(BOARD_SPECIALTIES.every((specialty) => boards.has(specialty.board))).toBe(true);
  });

  it('uses the lowercase labels as values', () => {
    for (const entry of [...BOARD_SPECIALTIES, ...BOARD_SUBSPECIALTIES]) {
      expect(entry.value).toBe(entry.label.toLowerCase());
    }
  });

  it('has the physician specialties as board specialties, with sub-specialties', () => {
    for (const specialty of PHYSICIAN_SPECIALTIES) {
      expect(valuesOf(BOARD_SPECIALTIES)).toContain(specialty.value);
      expect(physicianSubspecialties(specialty.value).length).toBeGreaterThan(0);
    }
    expect(valuesOf(physicianSubspecialties('psychiatry'))).toContain(
      'child and adolescent psychiatry',
    );
    expect(valuesOf(physicianSubspecialties('neurology'))).toContain('vascular neurology');
    expect(subspecialtiesOf('astrology')).toEqual([]);
  });
});

describe('specialties of a type record', () => {
  it('depends on the provider type', () => {
    expect(specialtiesFor('physician')).toBe(PHYSICIAN_SPECIALTIES);
    expect(specialtiesFor('psychologist')).toBe(PSYCHOLOGY_SPECIALTIES);
    expect(specialtiesFor('therapist')).toEqual([]);
  });

  it.each([
    ['physician', { specialty: 'psychiatry', sub_specialty: 'addiction psychiatry' }, true],
    ['physician', { specialty: 'psychiatry', sub_specialty: '' }, true],
    ['physician', { specialty: 'neurology', sub_specialty: 'addiction psychiatry' }, false],
    ['physician', { specialty: 'pediatrics' }, false],
    ['psychologist', { specialty: 'clinical neuropsychology', sub_specialty: null }, true],
    ['therapist', { specialty: null, sub_specialty: null }, true],
    ['therapist', {}, true],
    ['therapist', { specialty: 'psychiatry' }, false],
    ['social worker', { sub_specialty: 'sleep medicine' }, false],
  ] as const)('%s %o → %s', (type, specialty, expected) => {
    expect(isValidSpecialty(type, specialty)).toBe(expected);
  });
});

describe('default office locations', () => {
  it('are telehealth-0 (public, POS 10, modifier 95) and in-person-0 (hidden, POS 11)', () => {
    const [telehealth, inPerson] = defaultOfficeLocations('Orchid');
    expect(telehealth).toMatchObject({
      office_location_id: 'telehealth-0',
      office_name: 'Orchid Telehealth',
      session_location_type: 'telehealth',
      telehealth_pos_code: '10',
      telehealth_modifier: '95',
      show_address_to_public: true,
      is_default: true,
    });
    expect(inPerson).toMatchObject({
      office_location_id: 'in-person-0',
      session_location_type: 'in-person',
      in_person_pos_code: '11',
      in_person_modifier: null,
      show_address_to_public: false,
      is_default: true,
    });
    for (const location of [telehealth, inPerson]) {
      expect(OfficeLocationSchema.parse(location)).toEqual(location);
    }
  });

  it('are named after the brand', () => {
    expect(defaultOfficeLocations('Acme Care')[0].office_name).toBe('Acme Care Telehealth');
  });
});
