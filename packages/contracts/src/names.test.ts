import { describe, expect, it } from 'vitest';
import {
  allowedNameSchema,
  DEFAULT_NAME_SCHEMA,
  displayName,
  memberDisplayName,
  NAME_SCHEMAS,
  NameSchemaSchema,
  nameMessages,
  nameSchemaProblem,
  nameSchemasFor,
  type PersonName,
} from './names';

const jane: PersonName = {
  first_name: 'Jane',
  last_name: 'Doe',
  preferred_first_name: 'Janie',
  medical_degree: 'MD',
};

describe('displayName', () => {
  it('defaults to the first option', () => {
    expect(DEFAULT_NAME_SCHEMA).toBe(NAME_SCHEMAS[0].value);
    expect(displayName(jane)).toBe('Jane Doe');
    expect(displayName(jane, null)).toBe('Jane Doe');
  });

  it.each([
    ['first_last', 'Jane Doe'],
    ['first', 'Jane'],
    ['preferred_first_last', 'Janie (Doe)'],
    ['dr_first_last', 'Dr. Jane Doe'],
    ['dr_last', 'Dr. Doe'],
    ['first_last_degree', 'Jane Doe, MD'],
  ] as const)('%s shows %s', (schema, expected) => {
    expect(displayName(jane, schema)).toBe(expected);
  });

  it('covers every format', () => {
    expect(NAME_SCHEMAS.map((schema) => schema.value)).toEqual([
      'first_last',
      'first',
      'preferred_first_last',
      'dr_first_last',
      'dr_last',
      'first_last_degree',
    ]);
    expect(NameSchemaSchema.safeParse('dr_last').success).toBe(true);
    expect(NameSchemaSchema.safeParse('last_first').success).toBe(false);
  });

  it('falls back when a part is missing', () => {
    const plain: PersonName = { first_name: ' Sam ', last_name: 'Lee ' };
    expect(displayName(plain, 'preferred_first_last')).toBe('Sam (Lee)');
    expect(displayName({ ...plain, preferred_first_name: '  ' }, 'preferred_first_last')).toBe(
      'Sam (Lee)',
    );
    expect(displayName({ ...plain, medical_degree: 'DO' }, 'first_last_degree')).toBe(
      'Sam Lee, DO',
    );
    expect(displayName({ first_name: 'Sam', last_name: '' }, 'preferred_first_last')).toBe('Sam');
    expect(
      displayName({ first_name: 'Sam', last_name: '', doctoral_degree: 'PsyD' }, 'dr_last'),
    ).toBe('Dr. Sam');
    expect(displayName(plain, 'first_last')).toBe('Sam Lee');
  });

  it('never claims a degree the person does not have: the default format instead', () => {
    const counselor: PersonName = { first_name: 'Sam', last_name: 'Lee' };
    expect(displayName(counselor, 'dr_first_last')).toBe('Sam Lee');
    expect(displayName(counselor, 'dr_last')).toBe('Sam Lee');
    expect(displayName(counselor, 'first_last_degree')).toBe('Sam Lee');
    const psychologist = { ...counselor, doctoral_degree: 'PhD' };
    expect(displayName(psychologist, 'dr_last')).toBe('Dr. Lee');
    // A PhD is 'Dr.' but carries no MD/DO suffix.
    expect(displayName(psychologist, 'first_last_degree')).toBe('Sam Lee');
  });
});

describe('which display names a professional may choose', () => {
  const values = (credentials: Parameters<typeof nameSchemasFor>[0]) =>
    nameSchemasFor(credentials).map((schema) => schema.value);

  it("offers the 'Dr.' formats only with a doctoral degree", () => {
    const plain = ['first_last', 'first', 'preferred_first_last'];
    expect(values({})).toEqual(plain);
    expect(values({ medical_degree: null, doctoral_degree: null })).toEqual(plain);
    // A licensed counselor with a master's degree: no 'Dr.', whatever is typed in.
    expect(values({ doctoral_degree: 'MA' })).toEqual(plain);
    for (const doctoral_degree of ['PhD', 'PsyD', 'EdD', 'DSW']) {
      expect(values({ doctoral_degree })).toEqual([...plain, 'dr_first_last', 'dr_last']);
    }
  });

  it('offers the degree suffix only with MD or DO', () => {
    for (const medical_degree of ['MD', 'DO']) {
      expect(values({ medical_degree })).toEqual(NAME_SCHEMAS.map((schema) => schema.value));
    }
    expect(nameSchemaProblem('first_last_degree', { doctoral_degree: 'PhD' })).toBe(
      nameMessages.medicalDegreeOnly,
    );
    expect(nameSchemaProblem('dr_last', {})).toBe(nameMessages.doctorOnly);
    expect(nameSchemaProblem('first', {})).toBeUndefined();
  });

  it('keeps an allowed choice and falls back to the default otherwise', () => {
    expect(allowedNameSchema('dr_last', { doctoral_degree: 'PsyD' })).toBe('dr_last');
    expect(allowedNameSchema('dr_last', {})).toBe(DEFAULT_NAME_SCHEMA);
    expect(allowedNameSchema(null, { medical_degree: 'MD' })).toBe(DEFAULT_NAME_SCHEMA);
  });
});

describe('memberDisplayName', () => {
  it('uses the preferred first name when present', () => {
    expect(memberDisplayName(jane)).toBe('Janie Doe');
    expect(memberDisplayName({ first_name: 'Jane', last_name: 'Doe' })).toBe('Jane Doe');
    expect(memberDisplayName({ ...jane, preferred_first_name: '' })).toBe('Jane Doe');
  });
});
