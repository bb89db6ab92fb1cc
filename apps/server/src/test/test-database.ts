import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../platform/db/database';
import { pgliteExtensions, wrapPglite } from '../platform/db/pglite';
import { openPostgres } from '../platform/db/postgres';
import { adminDatabaseUrl, databaseUrl, testDriver } from './test-env';

/** A fresh, migrated database of the project's driver, dropped again on close. */
export async function createTestDatabase(): Promise<Database> {
  if (testDriver() === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const client = await PGlite.create({
      loadDataDir: new Blob([snapshot]),
      extensions: pgliteExtensions,
    });
    return wrapPglite(client);
  }

  const name = `orchid_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(databaseUrl(name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminDatabaseUrl() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
