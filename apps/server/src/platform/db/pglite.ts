import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema';
import { migrationsDir } from '../../paths';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';

/** Extensions the schema uses; PGlite loads them only when asked. */
export const pgliteExtensions = { btree_gist, citext, pg_trgm };

/** Wraps an open PGlite instance. `release` runs after it closes (e.g. to drop a lock). */
export function wrapPglite(
  client: PGlite,
  release: () => Promise<void> = async () => {},
): Database {
  const db = drizzle(client, { schema });
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

/** Opens the embedded database in `dataDir`, refusing if another process has it open. */
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
