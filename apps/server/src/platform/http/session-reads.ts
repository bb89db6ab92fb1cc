import type { SQL } from 'drizzle-orm';
import type { Principal } from './access';

/**
 * A read of the signed-in user's own data made inside the guard's one query: a subquery over
 * their user id that answers JSON. A route declares the reads it needs on every call
 * (user_info the minors and the practice, the feature guard the subscriptions), so it answers
 * after one round trip to the database instead of two or three; on a busy server each query
 * less is a socket write and a database turn less per request.
 */
export type SessionRead<T> = {
  /** Names the value in the guard's query; unique among session reads. */
  name: string;
  /**
   * SQL answering JSON, over the signed-in user's id: an expression naming the guard's `users`
   * row (qualified, so a subquery's own columns cannot shadow it).
   */
  select: (userId: SQL) => SQL;
  parse: (json: unknown) => T;
  /**
   * Read only for users of this type (the database skips the subquery for anyone else, whose
   * value is undefined): user_info needs a member's minors and a professional's practice,
   * never both.
   */
  onlyFor?: Principal['userType'];
};

/**
 * What a session read found for the principal; undefined while a guardian acts for a minor
 * (the guard read the guardian's data, not the minor's), so callers read anew then, and for
 * a user the read is not for (`onlyFor`). A route
 * that asks for a read it did not declare is a programming error.
 */
export function sessionRead<T>(principal: Principal, read: SessionRead<T>): T | undefined {
  if (!principal.user) return undefined;
  if (read.onlyFor && read.onlyFor !== principal.userType) return undefined;
  const found = principal.reads ?? {};
  if (!(read.name in found)) {
    throw new Error(`the route did not declare the session read '${read.name}'`);
  }
  return read.parse(found[read.name]);
}

/** The reads of a route, each once (a route's own and its feature guard's may overlap). */
export function uniqueReads(reads: readonly SessionRead<unknown>[]): SessionRead<unknown>[] {
  return [...new Map(reads.map((read) => [read.name, read])).values()];
}
