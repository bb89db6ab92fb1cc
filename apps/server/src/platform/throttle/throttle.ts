import type { ErrorCode } from '@orchid/contracts';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { attemptCounters } from './tables';

/** How many failures a key may have in a window before it is locked for `lockMs`. */
export type ThrottleRule = { max: number; windowMs: number; lockMs: number };

export type ThrottleKey = { key: string; rule: ThrottleRule };

/**
 * Locks keys (an account, an address) after too many failures within a window: every try
 * while locked is refused with 429, whatever it carries, until the lock ends.
 */
export type Throttle = {
  /**
   * Throws 429 when any of the keys is locked; otherwise answers the keys that have failures
   * counted (a clear() of any other has nothing to forget).
   */
  assertOpen(scope: string, keys: ThrottleKey[]): Promise<Set<string>>;
  /** Counts one failure against each key, locking those that reach their maximum. */
  fail(scope: string, keys: ThrottleKey[]): Promise<void>;
  /**
   * Counts one more use of each key in its window and answers whether every key is still
   * within its maximum, in one statement per key, so concurrent uses cannot both slip under.
   */
  take(scope: string, keys: ThrottleKey[]): Promise<boolean>;
  /** Forgets the failures of one key (an account after it signs in). */
  clear(scope: string, key: string): Promise<void>;
};

export function createThrottle(db: Db, clock: Clock, lockedCode: ErrorCode): Throttle {
  /** One more failure or use of `key` in its window (locking it at its maximum): the new count. */
  async function count(scope: string, { key, rule }: ThrottleKey): Promise<number> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const lockEnd = new Date(now.getTime() + rule.lockMs);
    // One statement per key: concurrent failures cannot lose a count.
    const expired = sql`${attemptCounters.windowStartedAt} < ${windowStart}`;
    const failures = sql`case when ${expired} then 1 else ${attemptCounters.failures} + 1 end`;
    const [counted] = await db
      .insert(attemptCounters)
      .values({
        scope,
        key,
        failures: 1,
        windowStartedAt: now,
        lockedUntil: rule.max <= 1 ? lockEnd : null,
      })
      .onConflictDoUpdate({
        target: [attemptCounters.scope, attemptCounters.key],
        set: {
          failures,
          windowStartedAt: sql`case when ${expired} then ${now} else ${attemptCounters.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${rule.max} then ${lockEnd} else ${attemptCounters.lockedUntil} end`,
        },
      })
      .returning({ failures: attemptCounters.failures });
    return counted?.failures ?? 1;
  }

  return {
    async assertOpen(scope, keys) {
      const now = clock.now();
      const counted = await db
        .select({ key: attemptCounters.key, lockedUntil: attemptCounters.lockedUntil })
        .from(attemptCounters)
        .where(
          and(
            eq(attemptCounters.scope, scope),
            inArray(
              attemptCounters.key,
              keys.map((k) => k.key),
            ),
          ),
        );
      if (counted.some((row) => row.lockedUntil !== null && row.lockedUntil > now)) {
        throw new AppError(lockedCode);
      }
      return new Set(counted.map((row) => row.key));
    },

    async fail(scope, keys) {
      for (const key of keys) await count(scope, key);
    },

    async take(scope, keys) {
      let within = true;
      for (const key of keys) {
        if ((await count(scope, key)) > key.rule.max) within = false;
      }
      return within;
    },

    async clear(scope, key) {
      await db
        .delete(attemptCounters)
        .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
    },
  };
}

/**
 * Deletes counters (throttles' and rate limits') whose window started before `before` and
 * that lock nothing now: their next use would start a new window anyway. Answers how many.
 */
export async function purgeIdleCounters(db: Db, before: Date, now: Date): Promise<number> {
  const deleted = await db
    .delete(attemptCounters)
    .where(
      and(
        lt(attemptCounters.windowStartedAt, before),
        or(isNull(attemptCounters.lockedUntil), lt(attemptCounters.lockedUntil, now)),
      ),
    )
    .returning({ key: attemptCounters.key });
  return deleted.length;
}
