import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../paths';
import { pgliteExtensions } from './pglite-extensions';

/**
 * Writes an initialised embedded database with every migration applied, as a gzip tarball, to
 * `file`; the build ships it and a first start unpacks it (pglite-snapshot.ts) instead of
 * running initdb. Made in memory; a checkpoint first, so the files hold every change.
 */
export async function makePgliteSnapshot(file: string, migrationsFolder = migrationsDir) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    await client.exec('CHECKPOINT');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await client.close();
  }
}
