import type { Db } from './database';

/**
 * A query built once per database instead of on every call: drizzle's query building is much
 * of a hot request's CPU, and on PostgreSQL a named statement is also parsed only once per
 * connection. For the reads every signed-in request makes; pass values as placeholders.
 */
export function prepareOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
