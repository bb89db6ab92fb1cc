import type { Config } from '../../config';
import type { Database } from './database';
import { openPgliteInWorker } from './pglite-in-worker';

/**
 * Opens the configured database and brings its schema up to date. Each driver's modules load
 * only when it is the one configured.
 */
export async function openDatabase(database: Config['database']): Promise<Database> {
  const opened =
    database.kind === 'postgres'
      ? (await import('./postgres')).openPostgres(database.url)
      : await openPgliteInWorker(database.dataDir);
  try {
    await opened.migrate();
    return opened;
  } catch (err) {
    await opened.close();
    throw err;
  }
}
