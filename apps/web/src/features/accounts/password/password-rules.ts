import { registrationMessages } from '@orchid/contracts/accounts';
import { passwordRules, patientPasswordMessage } from '@orchid/contracts/password-policy';
import { z } from 'zod';
import { acrossFields } from '../../../app/forms/form-schema';

// The fields of the forms that set a password (accounts-and-access §5), built on the request's
// own password schema (NewPasswordSchema), so the form never accepts what the server refuses.

/**
 * A new password as the professional forms check it: 'Please enter your password' when empty,
 * else the contract's first message (the policy's first broken rule, in the spec's words).
 */
export const newPasswordField = (contract: z.ZodType<string, string>) =>
  z.string().min(1, registrationMessages.password).pipe(contract);

const policyMessages = new Set(passwordRules.map((rule) => rule.message));

/** The member forms say any broken rule of the policy in one sentence (§5). */
export const memberNewPasswordField = (contract: z.ZodType<string, string>) =>
  newPasswordField(
    z.string().superRefine((password, ctx) => {
      const [issue] = contract.safeParse(password).error?.issues ?? [];
      if (!issue) return;
      ctx.addIssue({
        code: 'custom',
        message: policyMessages.has(issue.message) ? patientPasswordMessage : issue.message,
      });
    }),
  );

/**
 * The password typed again (a field of the form only): asked for, and the same as the field
 * `password` names.
 */
export function confirmedPassword<Values extends { confirmPassword: unknown }>(
  password: keyof Values,
) {
  return acrossFields<Values>((values, ctx) => {
    const confirmation = values.confirmPassword;
    if (confirmation === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: registrationMessages.confirmPassword,
      });
    } else if (confirmation !== values[password]) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: registrationMessages.passwordsDiffer,
      });
    }
  });
}
