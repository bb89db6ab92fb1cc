import { text } from './text';

/**
 * The password policy of accounts-and-access §5: at least 10 characters with a lowercase
 * letter, an uppercase letter, a digit and a special character, and no whitespace. The
 * server enforces it; the registration forms show it as a live checklist.
 */
export const PASSWORD_MIN_LENGTH = 10;
/** argon2 hashes any length, but a cap keeps a megabyte "password" from costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = {
  id: 'length' | 'number' | 'lowercase' | 'uppercase' | 'special' | 'whitespace';
  /** The spec's message when the rule is not met (professional registration, §5). */
  message: string;
  /** The live checklist's label (patient registration, §5); whitespace has none. */
  checklistLabel?: string;
  test: (password: string) => boolean;
};

/** Ordered as the professional registration form reports them. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    checklistLabel: `${PASSWORD_MIN_LENGTH} characters or more`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'number',
    message: 'Password must contain at least one number',
    checklistLabel: '1 number',
    test: (p) => /\d/.test(p),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    checklistLabel: '1 lowercase',
    test: (p) => /\p{Ll}/u.test(p),
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    checklistLabel: '1 uppercase',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'special',
    message: 'Password must contain at least one special character',
    checklistLabel: '1 special character',
    // Anything that is not a letter, digit or whitespace counts as special.
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
  },
  {
    id: 'whitespace',
    message: 'Password must not contain spaces',
    test: (p) => !/\s/.test(p),
  },
];

/** The live checklist in the order the patient registration form shows it (§5). */
export const passwordChecklist = (
  ['uppercase', 'lowercase', 'special', 'number', 'length'] as const
)
  .map((id) => passwordRules.find((rule) => rule.id === id))
  .filter((rule): rule is PasswordRule => rule !== undefined);

/** The patient registration form's one message for any policy failure (§5). */
export const patientPasswordMessage =
  'Password must be at least 10 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

/** The messages of the rules a password breaks, in order; empty when it meets the policy. */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** A new password: the policy, checked by the same rules the forms use. */
export const NewPasswordSchema = text()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((password, ctx) => {
    const [first] = passwordProblems(password);
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });

/** A password given to sign in or to confirm an action: never checked against the policy. */
export const CurrentPasswordSchema = text().min(1).max(PASSWORD_MAX_LENGTH);

/**
 * A new password must differ from the current one (accounts-and-access §5; the message is
 * accountMessages.samePassword). The change-password form says so before sending; the server
 * refuses it.
 */
export const isSamePassword = (current: string, next: string) => next !== '' && next === current;
