import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { attemptCounters } from '../throttle/tables';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted) => void;

/** What @fastify/rate-limit hands a store's `child`: the route's merged options. */
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** The scope a route's counters are kept under: one window per route and client address. */
export function rateLimitScope(routeOptions: RouteOptions): string {
  const { method, url } = routeOptions.routeInfo ?? {};
  const where = routeOptions.groupId ?? `${[method ?? ''].flat().join(',')} ${url ?? ''}`;
  return `rate-limit:${where}`;
}

/**
 * @fastify/rate-limit's `store`, kept in the database (the throttle's attempt_counters table)
 * instead of each server's memory, so a limit holds across every server on one database. A
 * window is fixed, as the plugin's own store's: it starts at a key's first request and the
 * first request after it ended starts the next. One statement counts and resets together, so
 * requests at the same moment on different servers cannot lose a count. Counters idle for 30
 * days are purged with the other old rows (modules/retention).
 */
export function databaseRateLimitStore(db: Db, clock: Clock) {
  async function count(scope: string, key: string, windowMs: number): Promise<Counted> {
    const now = clock.now();
    const ended = sql`${attemptCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await db
      .insert(attemptCounters)
      .values({ scope, key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: [attemptCounters.scope, attemptCounters.key],
        set: {
          failures: sql`case when ${ended} then 1 else ${attemptCounters.failures} + 1 end`,
          windowStartedAt: sql`case when ${ended} then ${now} else ${attemptCounters.windowStartedAt} end`,
        },
      })
      .returning({
        current: attemptCounters.failures,
        startedAt: attemptCounters.windowStartedAt,
      });
    const startedAt = row?.startedAt ?? now;
    return {
      current: row?.current ?? 1,
      ttl: Math.max(startedAt.getTime() + windowMs - now.getTime(), 0),
    };
  }

  async function read(scope: string, key: string, windowMs: number): Promise<Counted> {
    const now = clock.now();
    const [row] = await db
      .select({ current: attemptCounters.failures, startedAt: attemptCounters.windowStartedAt })
      .from(attemptCounters)
      .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
    const ttl = row ? row.startedAt.getTime() + windowMs - now.getTime() : 0;
    return ttl > 0 && row ? { current: row.current, ttl } : { current: 0, ttl: 0 };
  }

  const answer = (promise: Promise<Counted>, done: Done) => {
    promise.then(
      (counted) => done(null, counted),
      (error: Error) => done(error, { current: 0, ttl: 0 }),
    );
  };

  /** The plugin makes one with `new`, then one child per rate-limited route. */
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    constructor(options: RouteOptions & { scope?: string } = {}) {
      this.scope = options.scope ?? rateLimitScope(options);
    }

    incr(key: string, done: Done, timeWindow: number) {
      answer(count(this.scope, key, timeWindow), done);
    }

    read(key: string, done: Done, timeWindow: number) {
      answer(read(this.scope, key, timeWindow), done);
    }

    // Typed as the route's options, given the merged rate-limit options with `routeInfo`.
    child(routeOptions: object) {
      return new DatabaseRateLimitStore({ scope: rateLimitScope(routeOptions as RouteOptions) });
    }
  };
}
