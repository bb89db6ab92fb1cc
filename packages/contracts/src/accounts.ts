import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { CurrentPasswordSchema, NewPasswordSchema } from './password-policy';
import { SESSION_MARKER_PATH } from './session-cookies';
import { text } from './text';

// Accounts: registration, e-mail confirmation, sign-in with two-step verification, sessions
// (accounts-and-access §3, §4, §5, §7). Paths and field names are the spec's, verbatim.

export const UserTypeSchema = z.enum(['member', 'orchid_pro']);
export type UserType = z.infer<typeof UserTypeSchema>;

/** Team roles of professionals; OWNER when none is set (§3). */
export const RoleSchema = z.enum(['OWNER', 'PRACTICE_SCHEDULER']);
export type Role = z.infer<typeof RoleSchema>;

/** Messages of the registration forms (§5), shared by the forms and the server's 422s. */
export const registrationMessages = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email',
  invalidEmail: 'Please enter a valid email',
  password: 'Please enter your password',
  confirmPassword: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  overEighteen: 'Please confirm that you are over 18',
} as const;

export const accountMessages = {
  /** For what the spec gives only to confirmed accounts (intake, minors, mail to others). */
  confirmEmailFirst:
    'Please confirm your email address first: open the link we sent you, or ask for a new one.',
  mfaRequired: 'MFA code is required for authentication',
  samePassword: 'New password cannot be the same as current password',
  badCredentials: 'Incorrect email or password.',
  badMfaCode: 'The code is not valid. Please try again.',
  /** A right code that was already taken once (a code works once). */
  mfaCodeUsed:
    'This code was already used. Please wait for the next code in your authentication app and enter that one.',
  notAuthenticated: 'Not authenticated',
  emailTaken: 'An account with this email already exists. Please log in or reset your password.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  badToken: 'This link is not valid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  alreadyConfirmed: 'Your email is already confirmed.',
  mfaNotSetUp: 'Start the two-step verification setup first.',
  mfaAlreadyOn: 'Two-step verification is already on.',
  mfaNotOn: 'Two-step verification is not on.',
} as const;

const NAME_MAX = 100;
const name = (message: string) =>
  text({ error: message }).trim().min(1, message).max(NAME_MAX, 'Please use a shorter name');

/** E-mail addresses: trimmed; compared without regard to case by the database (citext). */
export const EmailSchema = text({ error: registrationMessages.email })
  .trim()
  .min(1, registrationMessages.email)
  .max(254, registrationMessages.invalidEmail)
  .pipe(z.email(registrationMessages.invalidEmail));

/** Sign-in accepts an e-mail (we have no separate user names); trimmed (§5). */
const UsernameOrEmailSchema = text().trim().min(1, registrationMessages.email).max(254);

/** A 6-digit code from an authenticator app (§9). */
export const MFA_CODE_LENGTH = 6;
export const MfaCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** One-time recovery codes: ten of them, each `xxxxx-xxxxx` from a base32 alphabet. */
export const RECOVERY_CODE_COUNT = 10;
export const recoveryCodePattern = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
/** At sign-in a recovery code may stand in for the 6-digit code. */
const MfaCodeOrRecoveryCodeSchema = text()
  .trim()
  .toLowerCase()
  .refine(
    (code) => /^\d{6}$/.test(code) || recoveryCodePattern.test(code),
    'Enter the 6-digit code or a recovery code',
  );

const TokenSchema = text().trim().min(16).max(200);

// ---- Registration ----------------------------------------------------------------------

export const ProfessionalAccountRequestSchema = z.strictObject({
  user_in: z.strictObject({
    email: EmailSchema,
    password: NewPasswordSchema,
    // Not in the spec: registering from a team invitation's link joins that practice at once,
    // and the address the invitation went to needs no second confirmation.
    team_invite_token: TokenSchema.optional(),
  }),
  orchid_pro_in: z.strictObject({
    first_name: name(registrationMessages.firstName),
    last_name: name(registrationMessages.lastName),
    // Always true for professionals (§3): the form asks, the server insists.
    is_over_eighteen: z.literal(true, registrationMessages.overEighteen),
  }),
});

export const PatientAccountRequestSchema = z.strictObject({
  user_in: z
    .strictObject({
      // Not asked when a chart invite names the address (§4 Registration form).
      email: EmailSchema.optional(),
      password: NewPasswordSchema,
      invite_code: text().trim().min(1).max(100).optional(),
      patient_chart_invite_code: text().trim().min(1).max(100).optional(),
    })
    .superRefine((user, ctx) => {
      if (!user.email && !user.patient_chart_invite_code) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: registrationMessages.email });
      }
    }),
  patient_in: z.strictObject({
    first_name: name(registrationMessages.firstName),
    is_over_eighteen: z.literal(true, registrationMessages.overEighteen),
  }),
});

/**
 * The answer to a registration (the spec does not show one): who was created. The new
 * account is signed in at once so it can ask for the confirmation mail again.
 */
export const AccountCreatedSchema = z.object({
  sub: z.uuid(),
  user_type: UserTypeSchema,
  email: text(),
  email_confirmed: z.boolean(),
});

export const registerProfessional = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/orchid_pro/account',
  summary: 'Register a professional account (signs it in and mails a confirmation link)',
  body: ProfessionalAccountRequestSchema,
  status: 201,
  response: AccountCreatedSchema,
});

export const registerPatient = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/patient/account',
  summary: 'Register a member account (signs it in and mails a confirmation link)',
  body: PatientAccountRequestSchema,
  status: 201,
  response: AccountCreatedSchema,
});

export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/confirm_email',
  summary: 'Confirm an e-mail address with the token from the confirmation mail',
  body: z.strictObject({ token: TokenSchema }),
  status: 200,
  response: z.object({ email_confirmed: z.literal(true) }),
});

export const resendEmailConfirmation = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/resend_email_confirmation',
  summary: 'Mail a new confirmation link to the signed-in user',
  status: 200,
  response: z.object({ sent: z.literal(true) }),
});

// ---- Sign-in and sessions ----------------------------------------------------------------

export const InitiateAuthRequestSchema = z.strictObject({
  username_or_email: UsernameOrEmailSchema,
  password: CurrentPasswordSchema,
  mfa_code: MfaCodeOrRecoveryCodeSchema.optional(),
  /** Keep the session for 30 days; otherwise it ends with the browser. Default on (§9). */
  remember_me: z.boolean().default(true),
});

/**
 * §7: the next step is `mfa` or `success`; `success` when signed in. A missing code is
 * answered 400 with accountMessages.mfaRequired (§7), which the web turns into its code step.
 */
export const NextStepSchema = z.enum(['mfa', 'success']);
export const InitiateAuthResponseSchema = z.object({ nextStep: NextStepSchema });

export const initiateAuth = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/initiate_auth',
  summary: 'Sign in with e-mail, password and, when two-step verification is on, a code',
  body: InitiateAuthRequestSchema,
  status: 200,
  response: InitiateAuthResponseSchema,
});

export const renewAccessToken = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/renew_access_token',
  summary: 'Renew the short-lived access cookie with the refresh cookie (which rotates)',
  status: 200,
  response: z.object({ access_expires_at: z.iso.datetime({ offset: true }) }),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/logout',
  summary: 'Sign out: ends the session on the server and clears the cookies',
  status: 200,
  response: z.object({ signed_out: z.literal(true) }),
});

/**
 * Sets the session marker for a session begun before the marker existed, whose refresh cookie
 * (sent only under /api/login/v1) is still live; `session` says whether there is one. A guest
 * gets `false`, not a refusal.
 */
export const markSession = defineEndpoint({
  method: 'POST',
  path: SESSION_MARKER_PATH,
  summary: 'Set the session marker when a live session from before it exists',
  status: 200,
  response: z.object({ session: z.boolean() }),
});

/** A minor profile the user may act for (§3 Minor). Filled in by the members issue. */
export const MinorSchema = z.object({
  first_name: text(),
  last_name: text(),
  orchid_user_id: text(),
  preferred_first_name: text().nullable(),
  billing_user_id: text(),
});

/** The signed-in user (§3 "User"), with every field that exists so far. */
export const UserInfoSchema = z.object({
  sub: z.uuid(),
  user_type: UserTypeSchema,
  role: RoleSchema,
  first_name: text(),
  last_name: text(),
  preferred_first_name: text().nullable(),
  email: text(),
  email_confirmed: z.boolean(),
  signup_form_finished: z.boolean(),
  signup_channel: text().nullable(),
  groups: z.array(text()),
  minors: z.array(MinorSchema),
  team_id: text().nullable(),
  business_entity_name: text().nullable(),
  is_test_user: z.boolean(),
  timezone: text().nullable(),
  modify_datetime: z.iso.datetime({ offset: true }),
  create_datetime: z.iso.datetime({ offset: true }),
  profile_approved_to_use_the_platform: z.boolean(),
  ai_free_trial_start_datetime: z.iso.datetime({ offset: true }).nullable(),
  guardian_token_exp: z.iso.datetime({ offset: true }).optional(),
  current_minor_user_id: text().optional(),
  /** Ours: whether two-step verification is on, for the security settings. */
  mfa_enabled: z.boolean(),
  /** Ours: whether the person is one of the platform's operators (the desk at /admin). */
  is_operator: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/user_info',
  summary: 'The signed-in user; 403 when signed out',
  status: 200,
  response: UserInfoSchema,
});

// ---- Passwords ---------------------------------------------------------------------------

/** The same answer whether or not the account exists, so it tells nobody who has one. */
export const forgotPassword = defineEndpoint({
  method: 'PUT',
  path: '/api/login/v1/forgot_password',
  summary: 'Mail a password reset link (the same answer whether or not the account exists)',
  body: z.strictObject({ username_or_email: UsernameOrEmailSchema }),
  status: 200,
  response: z.object({ sent: z.literal(true) }),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/reset_password',
  summary: 'Set a new password with the token from the reset mail; ends every session',
  body: z.strictObject({ token: TokenSchema, new_password: NewPasswordSchema }),
  status: 200,
  response: z.object({ password_reset: z.literal(true) }),
});

/**
 * Whether a reset link is still good (not used, not expired), leaving it good: the reset page
 * asks on opening, so a used or expired link says so before anything is typed. Unknown,
 * used and expired tokens get the same answer; bad tries count as the reset's do.
 */
export const checkResetToken = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/reset_password/check',
  summary:
    'Whether a password reset link is still good, without using it up (the same answer for unknown, used and expired links; throttled as the reset)',
  body: z.strictObject({ token: TokenSchema }),
  status: 200,
  response: z.object({ valid: z.boolean() }),
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/login/v1/change_password',
  summary: 'Change the password; ends every other session',
  body: z.strictObject({
    current_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema,
  }),
  status: 200,
  response: z.object({ password_changed: z.literal(true) }),
});

// ---- Two-step verification (TOTP) ---------------------------------------------------------

export const mfaSetup = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/mfa/setup',
  summary: 'Start two-step verification: a new secret for an authenticator app',
  status: 200,
  response: z.object({ secret: text(), otpauth_url: text() }),
});

export const mfaEnable = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/mfa/enable',
  summary: 'Turn two-step verification on with a code; answers ten one-time recovery codes',
  body: z.strictObject({ mfa_code: MfaCodeSchema }),
  status: 200,
  response: z.object({ recovery_codes: z.array(text()).length(RECOVERY_CODE_COUNT) }),
});

export const mfaDisable = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/mfa/disable',
  summary: 'Turn two-step verification off with the password and a code',
  body: z.strictObject({ password: CurrentPasswordSchema, mfa_code: MfaCodeOrRecoveryCodeSchema }),
  status: 200,
  response: z.object({ mfa_enabled: z.literal(false) }),
});

// ---- Session constants shared by the server and the web (§4, §9): session-cookies.ts ----
export {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  LAST_ACTIVITY_COOKIE,
  LAST_ACTIVITY_COOKIE_MAX_AGE_S,
  SESSION_MARKER_COOKIE,
  SESSION_MARKER_PATH,
} from './session-cookies';
