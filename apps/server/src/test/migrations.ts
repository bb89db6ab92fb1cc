import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths';
import type { TestApp } from './test-app';

/** Runs one committed migration again on the test database (for data written before it). */
export async function runMigrationAgain(t: TestApp, file: string) {
  const migration = readFileSync(join(migrationsDir, file), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    await t.database.db.execute(sql.raw(statement));
  }
}
