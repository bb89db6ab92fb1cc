import type { FrontendErrorReportSchema } from '@orchid/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { HealthVault } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import { insertFrontendErrorReport, listRecentFrontendErrorReports } from './repo';

type Report = z.output<typeof FrontendErrorReportSchema>;
/** What the reports are kept with: sealed, as people's data (docs/security.md). */
export type ReportingDeps = { db: Db; clock: Clock; vault: HealthVault };
type Reporter = { userAgent: string | undefined; deviceId: string | undefined };

const deviceIdPattern = /^[A-Za-z0-9]{16}$/;

/** Stores a browser's error report with what we know of the browser that sent it. */
export function recordFrontendError(
  { db, clock, vault }: ReportingDeps,
  report: Report,
  reporter: Reporter,
) {
  return insertFrontendErrorReport(db, vault, {
    createdAt: clock.now(),
    liveDevEnv: report.live_dev_env,
    url: report.url,
    reporterModule: report.reporter_module,
    context: report.context,
    frontendError: report.frontend_error,
    userAgent: reporter.userAgent?.slice(0, 512) ?? null,
    deviceId:
      reporter.deviceId && deviceIdPattern.test(reporter.deviceId) ? reporter.deviceId : null,
  });
}

export async function recentFrontendErrors({ db, vault }: ReportingDeps, limit = 50) {
  const rows = await listRecentFrontendErrorReports(db, vault, limit);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    live_dev_env: r.liveDevEnv,
    url: r.url,
    reporter_module: r.reporterModule,
    context: r.context,
    frontend_error: r.frontendError,
    user_agent: r.userAgent,
    device_id: r.deviceId,
  }));
}
