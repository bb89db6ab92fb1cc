import { tabStorage } from '../../../app/tab-storage';

/**
 * Where to go once a new member has finished the intake (§2 "Landing after login or signup"):
 * the page they registered on, kept for the tab's life. Storage can be off (private modes);
 * the intake then lands on the member homepage.
 */
export const REDIRECT_AFTER_REGISTER_KEY = 'redirect_after_register';

export const rememberRedirectAfterRegister = (path: string) =>
  tabStorage.set(REDIRECT_AFTER_REGISTER_KEY, path);

/** The saved target, removed: it serves one intake (§4 "Member intake"). */
export function takeRedirectAfterRegister(): string | null {
  const path = tabStorage.get(REDIRECT_AFTER_REGISTER_KEY);
  tabStorage.remove(REDIRECT_AFTER_REGISTER_KEY);
  return path;
}

/**
 * A page to come back to once signup is finished, whichever way it goes (registering, the
 * email link, the intake): the booking checkout's 'Complete registration' keeps it, and the
 * intake goes there once saved (booking-practice-and-marketing §4, accounts-and-access §6).
 */
export const RESUME_AFTER_SIGNUP_KEY = 'resume_after_signup';

export const rememberResumeAfterSignup = (path: string) =>
  tabStorage.set(RESUME_AFTER_SIGNUP_KEY, path);

/** The page to come back to, removed: it serves one signup. */
export function takeResumeAfterSignup(): string | null {
  const path = tabStorage.get(RESUME_AFTER_SIGNUP_KEY);
  tabStorage.remove(RESUME_AFTER_SIGNUP_KEY);
  return path;
}
