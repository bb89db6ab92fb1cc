import type { AuditLog } from './audit/audit';
import { createAuditLog } from './audit/audit';
import type { Clock } from './clock';
import { createHealthVault, type HealthVault } from './crypto/health-vault';
import type { Db } from './db/database';
import type { JobQueue } from './jobs/queue';
import { inProcessLiveEvents, type LiveEvents, type LivePublisher } from './live/live-events';
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
  /** Live updates to open browsers (a transaction's context publishes on commit). */
  live: LivePublisher;
  /** Seals health data at rest (docs/security.md). */
  vault: HealthVault;
  /** Where the web app is reached, for links in mails and redirects. */
  publicUrl: string;
  brandName: string;
  /** Where people write for help; the operator reads it (approvals are asked for there). */
  supportEmail: string;
};

type AppContextDeps = Omit<AppContext, 'audit' | 'vault' | 'live'> & {
  appSecret: string;
  /** Made here unless given (the app makes it first: the mail outbox seals with it too). */
  vault?: HealthVault;
  /** In-process unless given: a command-line tool has no browsers to reach. */
  live?: LiveEvents;
};

export function createAppContext({ appSecret, live, vault, ...deps }: AppContextDeps): AppContext {
  return {
    ...deps,
    live: live ?? inProcessLiveEvents(),
    audit: createAuditLog(deps.db, deps.clock),
    vault: vault ?? createHealthVault({ db: deps.db, clock: deps.clock, appSecret }),
  };
}
