import type { AuditLog } from '../../platform/audit/audit';
import type { Clock } from '../../platform/clock';
import { createHealthVault, type HealthVault } from '../../platform/crypto/health-vault';
import { createSealer, deriveKey, type Sealer } from '../../platform/crypto/secrets';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { Throttle } from '../../platform/throttle/throttle';

/** What the accounts services need, built once by the accounts plugin. */
export type AccountsContext = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: JobQueue;
  audit: AuditLog;
  throttle: Throttle;
  publicUrl: string;
  brandName: string;
  /** Signs access cookies. */
  accessKey: Buffer;
  /** Keys the digests of recovery codes (short codes: a plain hash could be brute-forced). */
  recoveryCodeKey: Buffer;
  /** Seals two-step secrets at rest. */
  mfaSealer: Sealer;
  /** Seals health data at rest (members' and professionals' personal fields, later notes). */
  vault: HealthVault;
};

type ContextDeps = Omit<
  AccountsContext,
  'accessKey' | 'recoveryCodeKey' | 'mfaSealer' | 'vault'
> & {
  appSecret: string;
};

/** Derives the module's keys from APP_SECRET, one per purpose. */
export function createAccountsContext({ appSecret, ...deps }: ContextDeps): AccountsContext {
  return {
    ...deps,
    accessKey: deriveKey(appSecret, 'accounts/access-token'),
    recoveryCodeKey: deriveKey(appSecret, 'accounts/recovery-codes'),
    mfaSealer: createSealer({ v1: deriveKey(appSecret, 'accounts/mfa-secret/v1') }, 'v1'),
    vault: createHealthVault({ db: deps.db, clock: deps.clock, appSecret }),
  };
}
