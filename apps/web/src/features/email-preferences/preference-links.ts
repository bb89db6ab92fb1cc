import { emailPreferencePaths, mailLinks } from '@orchid/contracts/mail-links';
import type { PreferenceSource } from './preference-queries';

/** A preference page for the same person: with the mail's token, or plain when signed in. */
export function preferencePage(
  page: keyof typeof emailPreferencePaths,
  source: PreferenceSource,
): string {
  return source === 'own'
    ? emailPreferencePaths[page]
    : mailLinks.emailPreference(page, source.token);
}
