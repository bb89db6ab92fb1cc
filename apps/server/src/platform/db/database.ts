import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema';

/** The Drizzle handle every repo uses; the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: embedded PGlite or PostgreSQL through a pg pool. */
export type Database = {
  driver: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL's address, for a connection of its own (LISTEN); absent on the embedded one. */
  url?: string;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Settles with the reason if the database stops by itself (the embedded database's worker
   * thread died); never on close().
   */
  stopped?: Promise<Error>;
};
