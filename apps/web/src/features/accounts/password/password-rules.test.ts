import { schemaResolver } from '@mantine/form';
import { registrationMessages } from '@orchid/contracts/accounts';
import { NewPasswordSchema, patientPasswordMessage } from '@orchid/contracts/password-policy';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmedPassword, memberNewPasswordField, newPasswordField } from './password-rules';

const messageOf = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('new password fields', () => {
  it('ask for a password, then name the first broken rule of the policy', () => {
    const field = newPasswordField(NewPasswordSchema);
    expect(messageOf(field, '')).toBe(registrationMessages.password);
    expect(messageOf(field, 'short')).toBe('Password must be at least 10 characters');
    expect(messageOf(field, 'abcdefghij')).toBe('Password must contain at least one number');
    expect(messageOf(field, 'Fern-Leaf-2026!')).toBeNull();
  });

  it("say any broken rule in one sentence on the member forms, and other limits in the contract's words", () => {
    const field = memberNewPasswordField(NewPasswordSchema);
    expect(messageOf(field, '')).toBe(registrationMessages.password);
    expect(messageOf(field, 'short')).toBe(patientPasswordMessage);
    expect(messageOf(field, 'Abcdefghi1')).toBe(patientPasswordMessage);
    expect(messageOf(field, `Aa1!${'x'.repeat(130)}`)).toBe(
      'Password must be at most 128 characters',
    );
    expect(messageOf(field, 'Fern-Leaf-2026!')).toBeNull();
  });

  it('ask for the confirmation and say when it differs, whatever else is wrong', () => {
    const schema = z
      .object({ password: newPasswordField(NewPasswordSchema), confirmPassword: z.string() })
      .check(confirmedPassword('password'));
    const errors = schemaResolver(schema, { sync: true });
    expect(errors({ password: '', confirmPassword: '' })).toEqual({
      password: registrationMessages.password,
      confirmPassword: registrationMessages.confirmPassword,
    });
    expect(errors({ password: 'short', confirmPassword: 'shorter' })).toEqual({
      password: 'Password must be at least 10 characters',
      confirmPassword: registrationMessages.passwordsDiffer,
    });
    expect(errors({ password: 'Fern-Leaf-2026!', confirmPassword: 'Fern-Leaf-2026!' })).toEqual({});
  });
});
