import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { readTogether } from '../../platform/db/read-together';
import { everyWordIn } from '../../platform/db/search-words';
import { guardianships, userSessions, users } from './tables';

// The users as other modules read them (and the few changes of a user another module makes:
// an approval, an operator's grant, the daily purge). Other modules import this, never repo.ts.

export type User = typeof users.$inferSelect;

export const findUserById = (db: Db, id: string) =>
  db.query.users.findFirst({ where: eq(users.id, id) });

/** Names of several users at once (for lists that show who did what). */
export async function findNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      preferredFirstName: users.preferredFirstName,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** By address, whatever its capitals (the column is citext). */
export const findUserByEmail = (db: Db, email: string) =>
  db.query.users.findFirst({ where: eq(users.email, email) });

/**
 * Professionals not approved for the platform yet (the operator's desk): those who finished
 * their intake first, then the longest waiting; with the count of all of them. `q` finds them
 * by name or address.
 */
export async function listUnapprovedProfessionals(
  db: Db,
  page: { q?: string | undefined; skip: number; limit: number },
) {
  const waiting = and(
    eq(users.userType, 'orchid_pro'),
    eq(users.profileApproved, false),
    // A practice's scheduler is a team member, not a professional to approve.
    or(isNull(users.role), ne(users.role, 'PRACTICE_SCHEDULER')),
    ...everyWordIn(page.q, [users.firstName, users.lastName, users.email]),
  );
  const [rows, [counted]] = await readTogether(db, [
    () =>
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          emailConfirmedAt: users.emailConfirmedAt,
          signupFormFinished: users.signupFormFinished,
          signupChannel: users.signupChannel,
          aiFreeTrialStartAt: users.aiFreeTrialStartAt,
          profileApproved: users.profileApproved,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(waiting)
        .orderBy(desc(users.signupFormFinished), asc(users.createdAt), asc(users.id))
        .offset(page.skip)
        .limit(page.limit),
    () => db.select({ total: count() }).from(users).where(waiting),
  ] as const);
  return { rows, total: counted?.total ?? 0 };
}

/** Approves a professional for the platform; false when they were approved already. */
export async function markApproved(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ profileApproved: true })
    .where(and(eq(users.id, id), eq(users.profileApproved, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Deletes sessions that ended before `before`: revoked, expired, or last seen then (idle
 * sessions end an hour after their last use). A batch at a time; answers how many.
 */
export async function purgeEndedSessions(db: Db, before: Date, batch = 1000): Promise<number> {
  let purged = 0;
  for (;;) {
    const ended = db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(
        or(
          lt(userSessions.revokedAt, before),
          lt(userSessions.expiresAt, before),
          lt(userSessions.lastSeenAt, before),
        ),
      )
      .limit(batch);
    const deleted = await db
      .delete(userSessions)
      .where(inArray(userSessions.id, ended))
      .returning({ id: userSessions.id });
    purged += deleted.length;
    if (deleted.length < batch) return purged;
  }
}

/** Whether the user is a minor (someone's guardianship names them), as SQL over their id. */
export const isMinorSql = (userId: SQL | typeof users.id) =>
  sql<boolean>`exists (select 1 from ${guardianships} where ${guardianships.minorUserId} = ${userId})`;

/** A minor's guardians (whom the minor's mail goes to), oldest link first. */
export const guardiansOf = (db: Db, minorUserId: string) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      preferredFirstName: users.preferredFirstName,
      timezone: users.timezone,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.guardianUserId))
    .where(eq(guardianships.minorUserId, minorUserId))
    .orderBy(guardianships.createdAt);

/** Approved professionals' ids after `afterId`, in id order (the directory's daily check). */
export async function approvedProfessionalIds(db: Db, afterId: string, limit: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.userType, 'orchid_pro'), eq(users.profileApproved, true), gt(users.id, afterId)),
    )
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Makes the user an operator from `since`, or no longer one (null). */
export async function setOperatorSince(db: Db, id: string, since: Date | null, now: Date) {
  await db.update(users).set({ operatorSince: since, modifiedAt: now }).where(eq(users.id, id));
}
