import { and, eq, getTableName, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogSubmissionSealedFields, blogSubmissions } from '../modules/blog/tables';
import { demoRequestSealedFields, demoRequests } from '../modules/marketing/tables';
import { memberProfileSealedFields, memberProfiles } from '../modules/members/tables';
import { notificationSealedFields, notifications } from '../modules/notifications/tables';
import {
  professionalProfileSealedFields,
  professionalProfiles,
} from '../modules/professionals/tables';
import { frontendErrorReports, frontendErrorSealedFields } from '../modules/reporting/tables';
import { calendarFeedSealedFields, calendarFeeds } from '../modules/scheduling/tables';
import { type HealthVault, isSealed } from '../platform/crypto/health-vault';
import type { Db } from '../platform/db/database';
import { mailOutbox, mailOutboxSealedFields } from '../platform/mail/tables';

/**
 * Every sealed column of the app, by table: what the re-seal command and the start-up sealing
 * of older plain values go through. A module that seals a column lists it beside its table and
 * adds the table here (docs/security.md keeps the list in words).
 */
type SealedTable = { table: PgTable; key: PgColumn; columns: Record<string, PgColumn> };

function columnsOf(table: PgTable, fields: readonly string[]): Record<string, PgColumn> {
  const all = table as unknown as Record<string, PgColumn | undefined>;
  return Object.fromEntries(
    fields.map((field) => {
      const column = all[field];
      if (!column) throw new Error(`${getTableName(table)} has no column ${field}`);
      return [field, column];
    }),
  );
}

export const sealedTables: SealedTable[] = [
  {
    table: memberProfiles,
    key: memberProfiles.userId,
    columns: columnsOf(memberProfiles, memberProfileSealedFields),
  },
  {
    table: professionalProfiles,
    key: professionalProfiles.userId,
    columns: columnsOf(professionalProfiles, professionalProfileSealedFields),
  },
  {
    table: calendarFeeds,
    key: calendarFeeds.ownerUserId,
    columns: columnsOf(calendarFeeds, calendarFeedSealedFields),
  },
  {
    table: blogSubmissions,
    key: blogSubmissions.id,
    columns: columnsOf(blogSubmissions, blogSubmissionSealedFields),
  },
  {
    table: demoRequests,
    key: demoRequests.id,
    columns: columnsOf(demoRequests, demoRequestSealedFields),
  },
  {
    table: frontendErrorReports,
    key: frontendErrorReports.id,
    columns: columnsOf(frontendErrorReports, frontendErrorSealedFields),
  },
  {
    table: notifications,
    key: notifications.id,
    columns: columnsOf(notifications, notificationSealedFields),
  },
  {
    table: mailOutbox,
    key: mailOutbox.id,
    columns: columnsOf(mailOutbox, mailOutboxSealedFields),
  },
];

/**
 * Seals stored values again: `everything` re-seals every value under the current data key
 * (after `rotate`); otherwise only values still in plain text (written before sealing
 * existed) are sealed. Answers how many values it sealed.
 */
export async function resealStoredValues(
  db: Db,
  vault: HealthVault,
  { everything }: { everything: boolean },
): Promise<number> {
  let count = 0;
  const currentKey = await vault.currentKeyId();
  for (const { table, key, columns } of sealedTables) {
    const name = getTableName(table);
    const entries = Object.entries(columns);
    const needsWork: SQL[] = entries.map(([, column]) =>
      everything
        ? sql`(${column} is not null and ${column} not like ${`s1.${currentKey}.%`})`
        : sql`(${isNotNull(column)} and ${not(sql`${column} like 's1.%'`)})`,
    );
    const rows = (await db
      .select({ key, ...columns })
      .from(table)
      .where(or(...needsWork))) as Record<string, string | null>[];
    for (const row of rows) {
      const rowKey = String(row.key);
      const changes: Record<string, string> = {};
      const unchanged: SQL[] = [];
      for (const [field, column] of entries) {
        const stored = row[field];
        if (!stored || (!everything && isSealed(stored))) continue;
        const place = `${name}.${field}:${rowKey}`;
        changes[field] = await vault.seal(await vault.open(stored, place), place);
        unchanged.push(eq(column, stored));
      }
      if (unchanged.length === 0) continue;
      // Only if nobody saved the row meanwhile (servers run on during a rotation on
      // PostgreSQL); a row saved meanwhile is left for the next run.
      const updated = await db
        .update(table)
        .set(changes)
        .where(and(eq(key, rowKey), ...unchanged))
        .returning({ key });
      if (updated.length > 0) count += unchanged.length;
    }
  }
  return count;
}
