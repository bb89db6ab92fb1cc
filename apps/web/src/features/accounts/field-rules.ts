import { EmailSchema } from '@orchid/contracts/accounts';

// Field checks shared by the account forms, in the words of accounts-and-access §5.

/** 'Please enter your email' when empty, 'Please enter a valid email' when malformed. */
export function emailError(email: string): string | null {
  const result = EmailSchema.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A required text field: its message when only whitespace was typed. */
export const requiredText = (message: string) => (value: string) =>
  value.trim() === '' ? message : null;
