import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, passwordChecklist, passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts a password with every kind of character', () => {
    expect(passwordProblems('Tangerine-Kite-48!')).toEqual([]);
    expect(NewPasswordSchema.safeParse('Tangerine-Kite-48!').success).toBe(true);
  });

  it('names each broken rule in the spec wording, in order', () => {
    expect(passwordProblems('a b')).toEqual([
      'Password must be at least 10 characters',
      'Password must contain at least one number',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one special character',
      'Password must not contain spaces',
    ]);
  });

  it('counts letters beyond ASCII and any symbol as special', () => {
    expect(passwordProblems('Ünïcödé-pass1')).toEqual([]);
    expect(passwordProblems('Abcdefghi1€')).toEqual([]);
  });

  it('reports the first problem through the schema', () => {
    const result = NewPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 10 characters');
    expect(NewPasswordSchema.safeParse(`Aa1!${'x'.repeat(200)}`).success).toBe(false);
  });

  it('has the live checklist of the patient form', () => {
    expect(passwordChecklist.map((rule) => rule.checklistLabel)).toEqual([
      '1 uppercase',
      '1 lowercase',
      '1 special character',
      '1 number',
      '10 characters or more',
    ]);
  });
});
