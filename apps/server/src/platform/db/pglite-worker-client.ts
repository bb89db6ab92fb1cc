import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { isBuilt, startWorker } from '../threads';
import type {
  Answer,
  QueryResult,
  Request,
  Response,
  SerializedError,
  Started,
  WorkerStart,
} from './pglite-protocol';

// The main thread's side of the embedded database's worker (pglite-worker.ts). It offers the
// two calls Drizzle's PGlite driver makes, query() and transaction(), so Drizzle builds SQL here
// and PGlite runs it there, off the thread that answers HTTP.

/** A database error from the worker, with the fields PGlite gave it (code is the SQLSTATE). */
export class PgliteWorkerError extends Error {
  code?: string;
  constructor(serialized: SerializedError) {
    super(serialized.message);
    Object.assign(this, serialized.fields);
    this.name = String(serialized.fields.name ?? serialized.name);
    if (serialized.stack) this.stack = serialized.stack;
  }
}

/** The worker is gone (it crashed, was killed or closed): nothing it was asked will answer. */
export class PgliteWorkerGoneError extends Error {}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Caller = { resolve: (answer: Answer) => void; reject: (err: Error) => void };

/** A query or exec as it is sent; the worker adds the id. */
type Work = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Drizzle's PGlite driver passes parsers that answer a type's text as it is (see rawTypes). */
const rawTypesOf = new WeakMap<object, number[]>();
function rawTypes(parsers: Record<number, unknown> | undefined): number[] {
  if (!parsers) return [];
  let oids = rawTypesOf.get(parsers);
  if (!oids) {
    oids = Object.entries(parsers).map(([oid, parse]) => {
      // Functions cannot cross to the worker, which can only leave a value as it is.
      if (
        typeof parse !== 'function' ||
        parse('2026-01-02 03:04:05+00') !== '2026-01-02 03:04:05+00'
      ) {
        throw new Error(`the database worker can only leave type ${oid} unparsed`);
      }
      return Number(oid);
    });
    rawTypesOf.set(parsers, oids);
  }
  return oids;
}

/**
 * Who may send to the worker now. PGlite has one session, so a transaction is whatever is sent
 * between its BEGIN and its COMMIT: while one is open, every other query and transaction waits
 * here, in the order they came (in-process PGlite does the same with its own lock). Queries
 * outside a transaction are sent at once; the worker runs everything in the order it was sent.
 */
class SessionGate {
  #open = false;
  #waiting: { exclusive: boolean; go: () => void }[] = [];

  shared<T>(send: () => Promise<T>): Promise<T> {
    if (!this.#open && this.#waiting.length === 0) return send();
    return new Promise<void>((go) => this.#waiting.push({ exclusive: false, go })).then(send);
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.#open || this.#waiting.length > 0) {
      await new Promise<void>((go) => this.#waiting.push({ exclusive: true, go }));
    } else this.#open = true;
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #release() {
    this.#open = false;
    // Queries up to the next transaction go now; that transaction then holds the session.
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
      if (next.exclusive) {
        this.#open = true;
        next.go();
        return;
      }
      next.go();
    }
  }
}

/** A transaction's handle, as PGlite's transaction() gives one: usable until it ends. */
export type WorkerTransaction = {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult & { rows: T[] }>;
  exec(sql: string): Promise<{ command?: string }>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

export class PgliteWorkerClient {
  readonly worker: Worker;
  /** Settles with why, when the worker ends without being closed. */
  readonly gone: Promise<Error>;
  #pending = new Map<number, Caller>();
  #nextId = 1;
  #ended?: Error;
  #closing = false;
  #gate = new SessionGate();

  private constructor(worker: Worker) {
    this.worker = worker;
    this.gone = new Promise((resolve) => {
      const end = (err: Error) => {
        if (this.#ended) return;
        this.#ended = err;
        for (const caller of this.#pending.values()) caller.reject(err);
        this.#pending.clear();
        if (!this.#closing) resolve(err);
      };
      worker.on('message', (response: Response) => this.#answer(response));
      worker.on('error', (err) =>
        end(
          new PgliteWorkerGoneError(`The embedded database failed: ${err.message}`, { cause: err }),
        ),
      );
      worker.on('exit', (code) =>
        end(
          new PgliteWorkerGoneError(
            this.#closing
              ? 'The embedded database is closed.'
              : `The embedded database stopped (its worker exited with code ${code}).`,
          ),
        ),
      );
    });
  }

  /** Starts the worker on `start.dataDir` and resolves once PGlite has opened it. */
  static async start(start: WorkerStart): Promise<PgliteWorkerClient> {
    const worker = startWorker(
      new URL('./pglite-worker.ts', import.meta.url),
      'pglite-worker',
      start,
    );
    const started = await new Promise<Started>((resolve, reject) => {
      const exited = (code: number) => reject(new Error(`the database worker exited with ${code}`));
      const settle = () => {
        worker.off('message', resolve).off('error', reject).off('exit', exited);
      };
      worker.once('message', resolve).once('error', reject).once('exit', exited);
      worker.once('message', settle).once('error', settle).once('exit', settle);
    });
    if (!started.started) {
      await worker.terminate();
      throw new PgliteWorkerError(started.error);
    }
    return new PgliteWorkerClient(worker);
  }

  #answer(response: Response) {
    const caller = this.#pending.get(response.id);
    if (!caller) return;
    this.#pending.delete(response.id);
    if (response.ok) caller.resolve(response.result);
    else caller.reject(new PgliteWorkerError(response.error));
  }

  #send(work: Work): Promise<Answer> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...work, id } as Request);
    });
  }

  #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#send({
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: rawTypes(options.parsers),
    }) as Promise<QueryResult & { rows: T[] }>;
  }

  /** A query outside any transaction; it waits while one is open. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#gate.shared(() => this.#query<T>(sql, params, options));
  }

  /**
   * Runs `callback` in a transaction: BEGIN, its queries, then COMMIT, or ROLLBACK when it
   * throws; nothing else reaches the session meanwhile. As PGlite's own transaction().
   */
  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    return this.#gate.exclusive(async () => {
      await this.#send({ kind: 'exec', sql: 'BEGIN' });
      let closed = false;
      const usable = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: WorkerTransaction = {
        query: async (sql, params, options) => {
          usable();
          return this.#query(sql, params, options);
        },
        exec: async (sql) => {
          usable();
          return (await this.#send({ kind: 'exec', sql })) as { command?: string };
        },
        rollback: async () => {
          usable();
          await this.#send({ kind: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const commit = (await this.#send({ kind: 'exec', sql: 'COMMIT' })) as {
            command?: string;
          };
          // A failed statement the callback caught leaves a transaction COMMIT rolls back.
          if (commit.command === 'ROLLBACK') throw new Error('The transaction was rolled back');
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          await this.#send({ kind: 'exec', sql: 'ROLLBACK' }).catch(() => {});
        }
        throw err;
      }
    });
  }

  /** Closes PGlite (after what was sent before) and ends the worker. */
  async close() {
    if (this.#ended) return;
    await this.#gate.exclusive(async () => {
      this.#closing = true;
      await this.#send({ kind: 'close' }).catch(() => {});
    });
    await this.worker.terminate();
    this.#ended ??= new PgliteWorkerGoneError('The embedded database is closed.');
  }
}

/** The snapshot the build ships beside the bundle (dist/), if this is a build. */
export const shippedSnapshot = (() => {
  const file = new URL('./pglite-snapshot.tar.gz', import.meta.url);
  return isBuilt && existsSync(file) ? fileURLToPath(file) : undefined;
})();
