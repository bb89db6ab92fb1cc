import type { AppContext } from '../../platform/context';
import { createSealer, deriveKey, type Sealer } from '../../platform/crypto/secrets';
import { createThrottle, type Throttle } from '../../platform/throttle/throttle';

/**
 * What an invitation a registration brings says before the account exists, asked of the
 * module that sent it (app.ts wires in care-invitations' and teams'), so accounts imports
 * neither: the address it names, if any, and whether its link proved that address. It throws
 * its module's refusal when the invitation is no longer good.
 */
type InvitationCheck = (
  ctx: AppContext,
  code: string,
) => Promise<{ email?: string | null; proven: boolean }>;
export type InvitationChecks = Record<
  'chartInviteCode' | 'inviteCode' | 'teamInviteToken',
  InvitationCheck
>;

/** The app's context plus what only accounts use: sign-in throttles and their own keys. */
export type AccountsContext = AppContext & {
  invitations: InvitationChecks;
  throttle: Throttle;
  /** Signs access cookies. */
  accessKey: Buffer;
  /** Keys the digests of recovery codes (short codes: a plain hash could be brute-forced). */
  recoveryCodeKey: Buffer;
  /** Seals two-step secrets at rest. */
  mfaSealer: Sealer;
};

/** Derives the module's keys from APP_SECRET, one per purpose. */
export function createAccountsContext(
  app: AppContext,
  appSecret: string,
  invitations: InvitationChecks,
): AccountsContext {
  return {
    ...app,
    invitations,
    throttle: createThrottle(app.db, app.clock, 'accounts.tooManyAttempts'),
    accessKey: deriveKey(appSecret, 'accounts/access-token'),
    recoveryCodeKey: deriveKey(appSecret, 'accounts/recovery-codes'),
    mfaSealer: createSealer({ v1: deriveKey(appSecret, 'accounts/mfa-secret/v1') }, 'v1'),
  };
}
