import { count, desc, sql } from 'drizzle-orm';
import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import {
  demoRequestSealedFields,
  demoRequests,
  marketingClickCounts,
  marketingLeads,
} from './tables';

export type DemoRequestRow = typeof demoRequests.$inferSelect;
export type LeadRow = typeof marketingLeads.$inferSelect;

type Page = { skip: number; limit: number };

const DEMO_REQUESTS = 'demo_requests';
const openDemoRequest = (vault: HealthVault, row: DemoRequestRow) =>
  openFields(vault, DEMO_REQUESTS, row.id, row, demoRequestSealedFields);

export async function insertDemoRequest(
  db: Db,
  vault: HealthVault,
  row: typeof demoRequests.$inferInsert & { id: string },
) {
  const stored = await sealFields(vault, DEMO_REQUESTS, row.id, row, demoRequestSealedFields);
  const [saved] = await db.insert(demoRequests).values(stored).returning();
  return openDemoRequest(vault, saved as DemoRequestRow);
}

export async function listDemoRequests(db: Db, vault: HealthVault, page: Page) {
  const rows = await db
    .select()
    .from(demoRequests)
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .limit(page.limit)
    .offset(page.skip);
  return Promise.all(rows.map((row) => openDemoRequest(vault, row)));
}

export async function countDemoRequests(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(demoRequests);
  return row?.total ?? 0;
}

export async function insertLead(db: Db, row: typeof marketingLeads.$inferInsert) {
  const [saved] = await db.insert(marketingLeads).values(row).returning();
  return saved as LeadRow;
}

export async function listLeads(db: Db, page: Page) {
  return db
    .select()
    .from(marketingLeads)
    .orderBy(desc(marketingLeads.createdAt), desc(marketingLeads.id))
    .limit(page.limit)
    .offset(page.skip);
}

export async function countLeads(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(marketingLeads);
  return row?.total ?? 0;
}

export type ClickCountRow = typeof marketingClickCounts.$inferSelect;

/** Adds to the day's counts, one row per page and button (each at most once in `rows`). */
export async function addClickCounts(db: Db, rows: ClickCountRow[]): Promise<void> {
  await db
    .insert(marketingClickCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [marketingClickCounts.day, marketingClickCounts.page, marketingClickCounts.button],
      set: { count: sql`${marketingClickCounts.count} + excluded.count` },
    });
}

export async function listClickCounts(db: Db, page: Page) {
  return db
    .select()
    .from(marketingClickCounts)
    .orderBy(
      desc(marketingClickCounts.day),
      desc(marketingClickCounts.count),
      marketingClickCounts.page,
      marketingClickCounts.button,
    )
    .limit(page.limit)
    .offset(page.skip);
}

export async function countClickCountRows(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(marketingClickCounts);
  return row?.total ?? 0;
}
