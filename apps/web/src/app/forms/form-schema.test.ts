import { schemaResolver } from '@mantine/form';
import { MfaCodeSchema } from '@orchid/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acrossFields, checkedBy, filled, inWords, requestSchema } from './form-schema';

describe('the pieces of form schemas', () => {
  it('take the body schema of an endpoint, and refuse one without a body', () => {
    const body = z.object({ email: z.string() });
    expect(requestSchema({ path: '/api/x', body })).toBe(body);
    expect(() => requestSchema({ path: '/api/y' })).toThrow('/api/y takes no body');
  });

  it('check across fields while another field has a problem, so every message shows', () => {
    const schema = z
      .object({ agree: z.literal(true, 'Agree first'), a: z.string(), b: z.string() })
      .check(
        acrossFields<{ a: string; b: string }>((values, ctx) => {
          if (values.a !== values.b)
            ctx.addIssue({ code: 'custom', path: ['b'], message: 'Differ' });
        }),
      );
    expect(schemaResolver(schema, { sync: true })({ agree: false, a: 'x', b: 'y' })).toEqual({
      agree: 'Agree first',
      b: 'Differ',
    });
  });

  it("say a contract's rule in the form's words, and parse as the contract does", () => {
    const code = inWords(MfaCodeSchema, 'Enter the code from your app');
    expect(code.safeParse('12345').error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the code from your app',
    ]);
    expect(code.parse(' 123456 ')).toBe('123456');
  });

  it("check text by a contract schema that takes more than text, with the contract's message", () => {
    const zip = checkedBy(
      z
        .string()
        .regex(/^\d{5}$/, 'Five digits')
        .nullish(),
    );
    expect(zip.safeParse('123').error?.issues[0]?.message).toBe('Five digits');
    expect(zip.safeParse('12345').success).toBe(true);
  });

  it('ask for what must not be blank', () => {
    expect(filled('Required').safeParse('  ').error?.issues[0]?.message).toBe('Required');
    expect(filled('Required').parse(' a ')).toBe('a');
  });
});
