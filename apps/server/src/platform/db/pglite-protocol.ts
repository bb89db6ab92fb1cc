// The messages between the main thread's client (pglite-worker-client.ts) and the embedded
// database's worker thread (pglite-worker.ts). Only structured-cloneable values cross.

/** What the worker is started with. */
export type WorkerStart = {
  dataDir: string;
  /** A gzip tarball of an initialised, migrated data directory for a first start. */
  snapshot?: string;
};

export type Request =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs whose values come back as PostgreSQL's text (drizzle parses them itself). */
      rawTypes: number[];
    }
  /** One statement without parameters (BEGIN, COMMIT, ROLLBACK): the simple protocol. */
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };

export type SerializedError = {
  name: string;
  message: string;
  stack?: string;
  /** A PostgreSQL error's fields (code, severity, detail, constraint, table, ...). */
  fields: Record<string, unknown>;
};

export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  command?: string;
};

/** A query's rows, an exec's last command, nothing for close. */
export type Answer = QueryResult | { command?: string } | null;

export type Response =
  | { id: number; ok: true; result: Answer }
  | { id: number; ok: false; error: SerializedError };

/** The worker's first message: open, or why not. */
export type Started = { started: true } | { started: false; error: SerializedError };

/** The fields of an error that can cross to the other thread. */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    if (plain || (key === 'params' && Array.isArray(value))) fields[key] = value;
  }
  return { name: err.name, message: err.message, stack: err.stack, fields };
}
