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
