import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NAME_SCHEMA,
  displayName,
  memberDisplayName,
  NAME_SCHEMAS,
  NameSchemaSchema,
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
    expect(displayName(plain, 'first_last_degree')).toBe('Sam Lee');
    expect(displayName({ ...plain, medical_degree: 'DO' }, 'first_last_degree')).toBe(
      'Sam Lee, DO',
    );
    expect(displayName({ first_name: 'Sam', last_name: '' }, 'preferred_first_last')).toBe('Sam');
    expect(displayName({ first_name: 'Sam', last_name: '' }, 'dr_last')).toBe('Dr. Sam');
    expect(displayName(plain, 'first_last')).toBe('Sam Lee');
  });
});

describe('memberDisplayName', () => {
  it('uses the preferred first name when present', () => {
    expect(memberDisplayName(jane)).toBe('Janie Doe');
    expect(memberDisplayName({ first_name: 'Jane', last_name: 'Doe' })).toBe('Jane Doe');
    expect(memberDisplayName({ ...jane, preferred_first_name: '' })).toBe('Jane Doe');
  });
});
