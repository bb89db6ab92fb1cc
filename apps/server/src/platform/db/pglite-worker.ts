// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs every query
// synchronously, so in the main thread it held up HTTP for as long as each query took. Here it
// answers the main thread's client (pglite-worker-client.ts) one request at a time, in the
// order they came: a transaction's BEGIN, its statements and COMMIT run in the order the client
// sent them, and the client holds back other queries while one is open.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import {
  type Answer,
  type QueryResult,
  type Request,
  type Response,
  type Started,
  serializeError,
  type WorkerStart,
} from './pglite-protocol';
import { restoreSnapshot } from './pglite-snapshot';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const start = workerData as WorkerStart;

/** Parsers that leave a type's text as it is, by the OIDs the client names (one set per list). */
const rawParsers = new Map<string, QueryOptions['parsers']>();
const parsersFor = (oids: number[]) => {
  const key = oids.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
};

async function answer(pg: PGlite, request: Request): Promise<Answer> {
  switch (request.kind) {
    case 'query': {
      const result = await pg.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
      const answered: QueryResult = {
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      };
      return answered;
    }
    case 'exec': {
      const results = await pg.exec(request.sql);
      return { command: results.at(-1)?.command };
    }
    case 'close':
      await pg.close();
      return null;
  }
}

async function serve() {
  let pg: PGlite;
  try {
    if (start.snapshot) await restoreSnapshot(start.snapshot, start.dataDir);
    pg = await PGlite.create({ dataDir: start.dataDir, extensions: pgliteExtensions });
  } catch (err) {
    port?.postMessage({ started: false, error: serializeError(err) } satisfies Started);
    return;
  }
  port?.postMessage({ started: true } satisfies Started);
  // One at a time, in order: PGlite has one session, and order is what keeps a transaction's
  // statements together.
  let queue = Promise.resolve();
  port?.on('message', (request: Request) => {
    queue = queue.then(async () => {
      let response: Response;
      try {
        response = { id: request.id, ok: true, result: await answer(pg, request) };
      } catch (err) {
        response = { id: request.id, ok: false, error: serializeError(err) };
      }
      try {
        port.postMessage(response);
      } catch (err) {
        // A value that cannot cross threads must not leave its caller waiting.
        port.postMessage({
          id: request.id,
          ok: false,
          error: serializeError(err),
        } satisfies Response);
      }
      // Closed: nothing else will come; let the thread end.
      if (request.kind === 'close' && response.ok) port.close();
      // PostgreSQL itself failed (a WebAssembly trap): it cannot answer again, so the thread
      // ends and the client fails what is waiting and what comes.
      if (!response.ok && response.error.name === 'RuntimeError') process.exit(1);
    });
  });
}

void serve();
