import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema';
import { migrationsDir } from '../../paths';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { pgliteExtensions } from './pglite-extensions';
import type { PgliteWorkerClient } from './pglite-worker-client';

export { pgliteExtensions };

/**
 * Wraps an open PGlite instance, or the client of one in a worker thread (it has the two calls
 * Drizzle's driver makes). `release` runs after it closes (e.g. to drop a lock).
 */
export function wrapPglite(
  client: PGlite | PgliteWorkerClient,
  release: () => Promise<void> = async () => {},
): Database {
  const db = drizzle(client as PGlite, { schema });
  return {
    driver: 'pglite',
    db,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/**
 * Opens the embedded database in `dataDir` in this thread, refusing if another process has it
 * open. For tests and tools; the server and the operator's commands use openPgliteInWorker (pglite-in-worker.ts).
 */
export async function openPglite(dataDir: string, options: PGliteOptions = {}): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ ...options, dataDir, extensions: pgliteExtensions });
    return wrapPglite(client, unlock);
  } catch (err) {
    await unlock();
    throw err;
  }
}
