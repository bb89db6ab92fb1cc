import { registrationMessages } from '@orchid/contracts/accounts';
import { passwordProblems, patientPasswordMessage } from '@orchid/contracts/password-policy';

// Form messages for new passwords (accounts-and-access §5), from the same rules the server
// applies, so the form never accepts what the server refuses.

/** The first broken rule in the spec's words, as the professional form reports it. */
export function newPasswordError(password: string): string | null {
  if (password === '') return registrationMessages.password;
  return passwordProblems(password)[0] ?? null;
}

/** The member form's one message for any broken rule. */
export function memberPasswordError(password: string): string | null {
  if (password === '') return registrationMessages.password;
  return passwordProblems(password).length > 0 ? patientPasswordMessage : null;
}

export function confirmPasswordError(confirmation: string, password: string): string | null {
  if (confirmation === '') return registrationMessages.confirmPassword;
  return confirmation === password ? null : registrationMessages.passwordsDiffer;
}
