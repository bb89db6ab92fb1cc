import { and, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents } from '../../platform/audit/tables';
import type { Db } from '../../platform/db/database';
import { fromJsonObject, jsonObjectOf } from '../../platform/db/json-rows';
import { prepareOnce } from '../../platform/db/prepared';
import type { SessionRead } from '../../platform/http/session-reads';
import { accountTokens, guardianships, mfaRecoveryCodes, userSessions, users } from './tables';
import { findUserById, type User } from './users';

// The accounts module's SQL. No rules here: the service decides, the repo reads and writes.

export { guardianshipRelationships } from './tables';

export type NewUser = typeof users.$inferInsert;
export type UserSession = typeof userSessions.$inferSelect;
export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** A user who signs in with an e-mail and a password (not a minor, not a pending account). */
export type Account = User & { email: string; passwordHash: string };

export const isAccount = (user: User | undefined): user is Account =>
  !!user && user.email !== null && user.passwordHash !== null;

/** The user, if they are a sign-in account. */
export async function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  const user = await findUserById(db, id);
  return isAccount(user) ? user : undefined;
}

/** Inserts a user; undefined when the address is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<User | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** Accepts a TOTP step only if it is newer than the last one accepted (no replays). */
export async function advanceMfaStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export const countUsers = async (db: Db) =>
  (await db.select({ id: users.id }).from(users).limit(1)).length;

// ---- sessions ----

export async function insertSession(db: Db, session: typeof userSessions.$inferInsert) {
  const [row] = await db.insert(userSessions).values(session).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A new session and its audit event in one statement (a data-modifying WITH): atomic like a
 * transaction, but one round trip instead of four, so a sign-in holds the embedded database's
 * one connection for less time while other requests wait for it.
 */
export async function insertSessionWithAudit(
  db: Db,
  session: typeof userSessions.$inferInsert,
  audit: typeof auditEvents.$inferInsert,
): Promise<string> {
  const result = (await db.execute(
    // getSQL(): a query builder embedded as such would be put in parentheses.
    sql`with audit as (${db.insert(auditEvents).values(audit).getSQL()}) ${db
      .insert(userSessions)
      .values(session)
      .returning({ id: userSessions.id })
      .getSQL()}`,
  )) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('insert returned no row');
  return id;
}

export const findSessionById = (db: Db, id: string) =>
  db.query.userSessions.findFirst({ where: eq(userSessions.id, id) });

/** What user_info tells of a user (and the plan rules read): no password digest, no secrets. */
const userInfoColumns = {
  id: users.id,
  userType: users.userType,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  preferredFirstName: users.preferredFirstName,
  email: users.email,
  emailConfirmedAt: users.emailConfirmedAt,
  signupFormFinished: users.signupFormFinished,
  signupChannel: users.signupChannel,
  isTestUser: users.isTestUser,
  timezone: users.timezone,
  profileApproved: users.profileApproved,
  aiFreeTrialStartAt: users.aiFreeTrialStartAt,
  mfaEnabledAt: users.mfaEnabledAt,
  operatorSince: users.operatorSince,
  createdAt: users.createdAt,
  modifiedAt: users.modifiedAt,
};

const sessionColumns = {
  id: userSessions.id,
  userId: userSessions.userId,
  revokedAt: userSessions.revokedAt,
  revokedReason: userSessions.revokedReason,
  expiresAt: userSessions.expiresAt,
  lastSeenAt: userSessions.lastSeenAt,
  actingMinorUserId: userSessions.actingMinorUserId,
  actingUntil: userSessions.actingUntil,
};

/**
 * The signed-in user's id in the guard's query, always qualified: drizzle writes a bare "id"
 * in a query of one table, which a session read's subquery would take for its own table's.
 */
export const signedInUserId = sql`${users}.${sql.identifier(users.id.name)}`;

type UserType = (typeof users.$inferSelect)['userType'];

/**
 * The session with its user's row and the route's session reads, as one JSON field (see
 * jsonObjectOf); one statement per set of reads and user type. For a known user type only the
 * reads for that type are in it; otherwise each read for one type sits in a CASE, which
 * PostgreSQL skips for the other type but still sets up (a member's unused minors read cost a
 * professional's query about 18 us, an eighth of it).
 */
function buildSignedInQuery(
  db: Db,
  reads: readonly SessionRead<unknown>[],
  userType: UserType | undefined,
  name: string,
) {
  const named = reads.flatMap((read) => {
    if (userType && read.onlyFor && read.onlyFor !== userType) return [];
    const value = read.select(signedInUserId);
    // CASE evaluates its branch only when the condition holds: a read for members costs a
    // professional's request nothing but its setup.
    const scoped =
      read.onlyFor && !userType
        ? sql`case when ${users}.${sql.identifier(users.userType.name)} = ${sql.raw(`'${read.onlyFor}'`)} then ${value} end`
        : value;
    return [sql`${sql.raw(`'${read.name}'`)}, ${scoped}`];
  });
  const readsJson = named.length
    ? sql`json_build_object(${sql.join(named, sql`, `)})`
    : sql`'{}'::json`;
  return db
    .select({
      row: sql<{
        session: unknown;
        user: unknown;
        reads: Record<string, unknown>;
      }>`json_build_object(
        'session', ${jsonObjectOf(sessionColumns)},
        'user', ${jsonObjectOf(userInfoColumns)},
        'reads', ${readsJson})`,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.id, sql.placeholder('id')))
    .prepare(name);
}

const signedInQueries = new Map<string, (db: Db) => ReturnType<typeof buildSignedInQuery>>();

function signedInQuery(reads: readonly SessionRead<unknown>[], userType: UserType | undefined) {
  // The prepared statement's name, and this map's key: one per user type and set of reads.
  const name = ['accounts_signed_in', userType ?? 'any', ...reads.map((read) => read.name)].join(
    '_',
  );
  let query = signedInQueries.get(name);
  if (!query) {
    query = prepareOnce((db) => buildSignedInQuery(db, reads, userType, name));
    signedInQueries.set(name, query);
  }
  return query;
}

/**
 * The user type of sessions seen lately, so their next reads take the query for that type. It
 * can never be stale: a session belongs to one user for good, and a user's type never changes.
 * Bounded: past the limit the oldest entry goes.
 */
const sessionUserTypes = new Map<string, UserType>();
const SESSION_USER_TYPES_KEPT = 10_000;

function rememberUserType(sessionId: string, userType: UserType) {
  if (sessionUserTypes.size >= SESSION_USER_TYPES_KEPT) {
    const oldest = sessionUserTypes.keys().next().value;
    if (oldest !== undefined) sessionUserTypes.delete(oldest);
  }
  sessionUserTypes.set(sessionId, userType);
}

/**
 * A session with its user's user_info columns and the session reads the route declared, in one
 * read (every signed-in request makes it).
 */
export async function findSignedIn(
  db: Db,
  sessionId: string,
  reads: readonly SessionRead<unknown>[] = [],
) {
  const knownType = sessionUserTypes.get(sessionId);
  const [found] = await signedInQuery(reads, knownType)(db).execute({ id: sessionId });
  if (!found) return undefined;
  const user = fromJsonObject(userInfoColumns, found.row.user);
  if (!knownType) rememberUserType(sessionId, user.userType);
  return {
    session: fromJsonObject(sessionColumns, found.row.session),
    user,
    reads: found.row.reads,
  };
}

const userInfoQuery = prepareOnce((db) =>
  db
    .select(userInfoColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('accounts_user_info'),
);

const planFactsQuery = prepareOnce((db) =>
  db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      role: users.role,
      profileApproved: users.profileApproved,
      aiFreeTrialStartAt: users.aiFreeTrialStartAt,
      signupChannel: users.signupChannel,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('accounts_plan_facts'),
);

/** What the plan rules read of a user (the feature guard asks on every guarded request). */
export async function findPlanFacts(db: Db, id: string) {
  const [row] = await planFactsQuery(db).execute({ id });
  return row;
}

/** What user_info tells of a user: no password digest, no two-step secret. */
export async function findUserInfo(db: Db, id: string) {
  const [row] = await userInfoQuery(db).execute({ id });
  return row;
}

/** The session whose current or previous refresh token has this digest. */
export const findSessionByRefreshHash = (db: Db, hash: string) =>
  db.query.userSessions.findFirst({
    where: or(
      eq(userSessions.refreshTokenHash, hash),
      eq(userSessions.previousRefreshTokenHash, hash),
    ),
  });

export async function updateSession(
  db: Db,
  id: string,
  changes: Partial<typeof userSessions.$inferInsert>,
): Promise<void> {
  await db.update(userSessions).set(changes).where(eq(userSessions.id, id));
}

/**
 * Rotates the refresh token only if it is still the one presented: of two renewals racing
 * with the same cookie, one rotates and the other sees false.
 */
export async function rotateRefreshToken(
  db: Db,
  id: string,
  presentedHash: string,
  next: { hash: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({
      refreshTokenHash: next.hash,
      previousRefreshTokenHash: presentedHash,
      rotatedAt: next.at,
      lastSeenAt: next.at,
    })
    .where(and(eq(userSessions.id, id), eq(userSessions.refreshTokenHash, presentedHash)))
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a user, except `keep` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  at: Date,
  reason: string,
  keep?: string,
): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        keep ? ne(userSessions.id, keep) : undefined,
      ),
    );
}

// ---- single-use mail tokens ----

export async function insertAccountToken(db: Db, token: typeof accountTokens.$inferInsert) {
  await db.insert(accountTokens).values(token);
}

/** A live (unused, unexpired) token, left as it is. */
export async function findLiveAccountToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks a live token used and returns it, in one statement: a token is good once, even when
 * two requests race with it.
 */
export async function consumeAccountToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Ends the user's other unused tokens of a purpose (a new link replaces the old ones). */
export async function expireAccountTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

// ---- recovery codes ----

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  if (codeHashes.length > 0) {
    await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

/** Uses up a recovery code; false when it is unknown or already used. */
export async function consumeRecoveryCode(db: Db, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

// ---- guardians and minors ----

export async function insertGuardianship(db: Db, row: typeof guardianships.$inferInsert) {
  await db.insert(guardianships).values(row);
}

/** The minors a guardian may act for, with their user rows, oldest link first. */
const minorsOfQuery = prepareOnce((db) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      preferredFirstName: users.preferredFirstName,
      relationship: guardianships.relationship,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.minorUserId))
    .where(eq(guardianships.guardianUserId, sql.placeholder('guardianUserId')))
    .orderBy(guardianships.createdAt)
    .prepare('accounts_minors_of'),
);

// The minors' rows under their own name: the guard's query reads the guardian's as `users`.
const MINOR = 'minor';
const minor = alias(users, MINOR);

/**
 * A guardian's minors as JSON (the minorsOf columns and the guardian), oldest first: user_info's
 * session read, a subquery over the guardian's id.
 */
export const minorsJson = (guardianUserId: SQL) => sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${minor.id},
    'firstName', ${minor.firstName},
    'lastName', ${minor.lastName},
    'preferredFirstName', ${minor.preferredFirstName},
    'relationship', ${guardianships.relationship},
    'guardianUserId', ${guardianships.guardianUserId}
  ) order by ${guardianships.createdAt}), '[]'::json)
  from ${guardianships} join ${users} as ${sql.identifier(MINOR)} on ${minor.id} = ${guardianships.minorUserId}
  where ${guardianships.guardianUserId} = ${guardianUserId})`;

/** A guardian's minors, oldest guardianship first (every member's user_info asks). */
export const findMinorsOf = (db: Db, guardianUserId: string) =>
  minorsOfQuery(db).execute({ guardianUserId });

export const findGuardianship = (db: Db, guardianUserId: string, minorUserId: string) =>
  db.query.guardianships.findFirst({
    where: and(
      eq(guardianships.guardianUserId, guardianUserId),
      eq(guardianships.minorUserId, minorUserId),
    ),
  });
