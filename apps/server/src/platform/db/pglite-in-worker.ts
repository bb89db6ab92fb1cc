import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { PgliteWorkerClient, shippedSnapshot } from './pglite-worker-client';

// Apart from pglite.ts, whose Drizzle, schema and PGlite modules take the main thread about a
// second to load: the worker starts first and PGlite opens on its thread meanwhile (a start
// after kill -9 is this start).

/**
 * Opens the embedded database in `dataDir` in a worker thread, so its queries (which PGlite runs
 * synchronously, in WebAssembly) do not hold up the thread that answers HTTP. The lock on the
 * directory is this process's. A first start unpacks `snapshot` (the build ships one) instead
 * of running initdb. `stopped` settles if the worker dies.
 */
export async function openPgliteInWorker(
  dataDir: string,
  { snapshot = shippedSnapshot }: { snapshot?: string } = {},
): Promise<Database & { client: PgliteWorkerClient }> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = await lockDataDir(dataDir);
  const started = PgliteWorkerClient.start({ dataDir, snapshot });
  try {
    const [client, { wrapPglite }] = await Promise.all([started, import('./pglite')]);
    return { ...wrapPglite(client, unlock), stopped: client.gone, client };
  } catch (err) {
    await started.then((client) => client.close()).catch(() => {});
    await unlock();
    throw err;
  }
}
