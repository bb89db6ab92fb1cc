import type { AuditLog } from './audit/audit';
import { createAuditLog } from './audit/audit';
import type { Clock } from './clock';
import { createHealthVault, type HealthVault } from './crypto/health-vault';
import type { Db } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';

/**
 * What every module's services take: the app's shared services, built once by buildApp. A
 * module that needs more (accounts' signing keys, subscriptions' payment provider) extends it.
 */
export type AppContext = {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  mailer: Mailer;
  jobs: JobQueue;
  /** Seals health data at rest (docs/security.md). */
  vault: HealthVault;
  /** Where the web app is reached, for links in mails and redirects. */
  publicUrl: string;
  brandName: string;
  /** Where people write for help; the operator reads it (approvals are asked for there). */
  supportEmail: string;
};

type AppContextDeps = Omit<AppContext, 'audit' | 'vault'> & { appSecret: string };

export function createAppContext({ appSecret, ...deps }: AppContextDeps): AppContext {
  return {
    ...deps,
    audit: createAuditLog(deps.db, deps.clock),
    vault: createHealthVault({ db: deps.db, clock: deps.clock, appSecret }),
  };
}
