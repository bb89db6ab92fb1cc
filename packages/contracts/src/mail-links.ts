// Pages that links in mails open: the server writes the links, the web routes the pages.
// The paths are the spec's (accounts-and-access §2) and, once mailed, must keep working.

export const CONFIRM_EMAIL_PATH = '/confirm-email';
export const RESET_PASSWORD_PATH = '/reset-password';
export const MEMBER_REGISTER_PATH = '/member-register';
export const TEAM_INVITE_PATH = '/team-invite';

/** E-mail preferences (contracts' email-preferences.ts): mails of a category link here. */
export const EMAIL_PREFERENCE_PATH = '/email-preference';
export const emailPreferencePaths = {
  manage: EMAIL_PREFERENCE_PATH,
  /** Shown once preferences are saved. */
  updated: `${EMAIL_PREFERENCE_PATH}/update-preference`,
  unsubscribe: `${EMAIL_PREFERENCE_PATH}/unsubscribe`,
  resubscribe: `${EMAIL_PREFERENCE_PATH}/resubscribe`,
} as const;

const withToken = (path: string, param: string, token: string) =>
  `${path}?${param}=${encodeURIComponent(token)}`;

/** The path and query of each mailed link; the server puts its public URL in front. */
export const mailLinks = {
  confirmEmail: (token: string) => withToken(CONFIRM_EMAIL_PATH, 'token', token),
  resetPassword: (token: string) => withToken(RESET_PASSWORD_PATH, 'token', token),
  completeSignup: (token: string) =>
    withToken(MEMBER_REGISTER_PATH, 'complete_signup_token', token),
  teamInvite: (token: string) => withToken(TEAM_INVITE_PATH, 'token', token),
  /** A preference page for a mail's recipient: see emailPreferencePaths. */
  emailPreference: (page: keyof typeof emailPreferencePaths, token: string) =>
    withToken(emailPreferencePaths[page], 'token', token),
};
