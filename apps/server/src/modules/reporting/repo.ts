import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { frontendErrorReports, frontendErrorSealedFields as sealed } from './tables';

export type NewFrontendErrorReport = Omit<typeof frontendErrorReports.$inferInsert, 'id'>;

const TABLE = 'frontend_error_reports';

export async function insertFrontendErrorReport(
  db: Db,
  vault: HealthVault,
  report: NewFrontendErrorReport,
): Promise<string> {
  const id = newId();
  const stored = await sealFields(vault, TABLE, id, { ...report, id }, sealed);
  await db.insert(frontendErrorReports).values(stored);
  return id;
}

export async function listRecentFrontendErrorReports(db: Db, vault: HealthVault, limit: number) {
  const rows = await db.query.frontendErrorReports.findMany({
    orderBy: (t, { desc }) => [desc(t.createdAt), desc(t.id)],
    limit,
  });
  return Promise.all(rows.map((row) => openFields(vault, TABLE, row.id, row, sealed)));
}
