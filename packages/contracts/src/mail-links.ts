// Pages that links in mails open: the server writes the links, the web routes the pages.
// The paths are the spec's (accounts-and-access §2) and, once mailed, must keep working.

export const CONFIRM_EMAIL_PATH = '/confirm-email';
export const RESET_PASSWORD_PATH = '/reset-password';
export const MEMBER_REGISTER_PATH = '/member-register';
export const TEAM_INVITE_PATH = '/team-invite';

const withToken = (path: string, param: string, token: string) =>
  `${path}?${param}=${encodeURIComponent(token)}`;

/** The path and query of each mailed link; the server puts its public URL in front. */
export const mailLinks = {
  confirmEmail: (token: string) => withToken(CONFIRM_EMAIL_PATH, 'token', token),
  resetPassword: (token: string) => withToken(RESET_PASSWORD_PATH, 'token', token),
  completeSignup: (token: string) =>
    withToken(MEMBER_REGISTER_PATH, 'complete_signup_token', token),
  teamInvite: (token: string) => withToken(TEAM_INVITE_PATH, 'token', token),
};
