import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads at once on the pool (each on its own connection); inside a
 * transaction, whose one connection takes one query at a time, one after another (the pg
 * driver warns about queries sent to a busy client, and its next major version refuses them).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Db,
  reads: Reads<T>,
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
