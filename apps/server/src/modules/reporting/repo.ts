import type { Db } from '../../platform/db/database';
import { frontendErrorReports } from './tables';

export type NewFrontendErrorReport = typeof frontendErrorReports.$inferInsert;

export async function insertFrontendErrorReport(
  db: Db,
  report: NewFrontendErrorReport,
): Promise<string> {
  const [row] = await db
    .insert(frontendErrorReports)
    .values(report)
    .returning({ id: frontendErrorReports.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export function listRecentFrontendErrorReports(db: Db, limit: number) {
  return db.query.frontendErrorReports.findMany({
    orderBy: (t, { desc }) => [desc(t.createdAt), desc(t.id)],
    limit,
  });
}
