import { useLiveUpdates } from '../live/use-live-updates';
import { InactivityWarning } from './inactivity-warning';
import { useActingRenewal } from './use-acting-renewal';
import { useSessionExpiryNotice } from './use-session-expiry-notice';

/**
 * What the shell does only while someone is signed in: the notice when the session cannot be
 * renewed, keeping acting for a minor alive, the live updates socket, and the inactivity
 * sign-out with its warning.
 * Loaded with the signed-in person's user info (shell-layout.tsx), so a guest's page carries
 * none of it.
 */
export function SignedInShell() {
  useSessionExpiryNotice();
  useActingRenewal();
  useLiveUpdates();
  return <InactivityWarning />;
}
