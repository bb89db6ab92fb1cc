import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { prepareOnce } from '../../platform/db/prepared';
import { teamInvites, teamMembers, teams } from './tables';

export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;
export type InviteRow = typeof teamInvites.$inferSelect;
export type TeamRole = MemberRow['role'];

export const findTeam = (db: Db, id: string) =>
  db.query.teams.findFirst({ where: eq(teams.id, id) });

export const findTeamOwnedBy = (db: Db, ownerUserId: string) =>
  db.query.teams.findFirst({ where: eq(teams.ownerUserId, ownerUserId) });

/** The membership of a professional (at most one). */
const membershipQuery = prepareOnce((db) =>
  db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('teams_membership'),
);

/** The one practice a person belongs to, if any (a professional's user_info asks). */
export async function findMembership(db: Db, userId: string): Promise<MemberRow | undefined> {
  const [row] = await membershipQuery(db).execute({ userId });
  return row;
}

export const listMembers = (db: Db, teamId: string) =>
  db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));

export async function insertTeam(db: Db, row: typeof teams.$inferInsert) {
  const [team] = await db.insert(teams).values(row).returning();
  if (!team) throw new Error('insert returned no row');
  return team;
}

/** Adds a member; false when the professional already belongs to a team (unique user_id). */
export async function insertMember(db: Db, row: typeof teamMembers.$inferInsert) {
  const rows = await db.insert(teamMembers).values(row).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteMember(db: Db, teamId: string, userId: string) {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function insertInvite(db: Db, row: typeof teamInvites.$inferInsert) {
  const [invite] = await db.insert(teamInvites).values(row).returning();
  if (!invite) throw new Error('insert returned no row');
  return invite;
}

const live = (now: Date) =>
  and(
    isNull(teamInvites.acceptedAt),
    isNull(teamInvites.revokedAt),
    gt(teamInvites.expiresAt, now),
  );

export const listLiveInvites = (db: Db, teamId: string, now: Date) =>
  db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), live(now)))
    .orderBy(asc(teamInvites.createdAt));

export const findLiveInviteByToken = (db: Db, tokenHash: string, now: Date) =>
  db.query.teamInvites.findFirst({ where: and(eq(teamInvites.tokenHash, tokenHash), live(now)) });

/** Marks an invite accepted, once; false when it was already used. */
export async function markInviteAccepted(db: Db, id: string, now: Date) {
  const rows = await db
    .update(teamInvites)
    .set({ acceptedAt: now })
    .where(and(eq(teamInvites.id, id), isNull(teamInvites.acceptedAt)))
    .returning({ id: teamInvites.id });
  return rows.length > 0;
}

export async function revokeInvite(db: Db, teamId: string, id: string, now: Date) {
  const rows = await db
    .update(teamInvites)
    .set({ revokedAt: now })
    .where(and(eq(teamInvites.id, id), eq(teamInvites.teamId, teamId), live(now)))
    .returning({ id: teamInvites.id });
  return rows.length > 0;
}
