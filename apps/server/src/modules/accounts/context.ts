import type { AppContext } from '../../platform/context';
import { createSealer, deriveKey, type Sealer } from '../../platform/crypto/secrets';
import { createThrottle, type Throttle } from '../../platform/throttle/throttle';

/** The app's context plus what only accounts use: sign-in throttles and their own keys. */
export type AccountsContext = AppContext & {
  throttle: Throttle;
  /** Signs access cookies. */
  accessKey: Buffer;
  /** Keys the digests of recovery codes (short codes: a plain hash could be brute-forced). */
  recoveryCodeKey: Buffer;
  /** Seals two-step secrets at rest. */
  mfaSealer: Sealer;
};

/** Derives the module's keys from APP_SECRET, one per purpose. */
export function createAccountsContext(app: AppContext, appSecret: string): AccountsContext {
  return {
    ...app,
    throttle: createThrottle(app.db, app.clock, 'accounts.tooManyAttempts'),
    accessKey: deriveKey(appSecret, 'accounts/access-token'),
    recoveryCodeKey: deriveKey(appSecret, 'accounts/recovery-codes'),
    mfaSealer: createSealer({ v1: deriveKey(appSecret, 'accounts/mfa-secret/v1') }, 'v1'),
  };
}
