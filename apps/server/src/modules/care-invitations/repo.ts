import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { careRelationships, invites } from './tables';

export type Invite = typeof invites.$inferSelect;
export type InviteKind = Invite['kind'];

export async function insertInvite(db: Db, invite: typeof invites.$inferInsert) {
  await db.insert(invites).values(invite);
}

/** A live invite of this kind: unexpired and, for one-person invites, unused. */
export const findLiveInvite = (db: Db, kind: InviteKind, codeHash: string, now: Date) =>
  db.query.invites.findFirst({
    where: and(
      eq(invites.codeHash, codeHash),
      eq(invites.kind, kind),
      gt(invites.expiresAt, now),
      or(eq(invites.kind, 'invite'), isNull(invites.usedAt)),
    ),
  });

/** Uses up a one-person invite; false when someone else just did. */
export async function markInviteUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.id, id), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

export async function insertCareRelationship(db: Db, row: typeof careRelationships.$inferInsert) {
  await db.insert(careRelationships).values(row).onConflictDoNothing();
}

export const findCareRelationshipsOfMember = (db: Db, memberUserId: string) =>
  db.select().from(careRelationships).where(eq(careRelationships.memberUserId, memberUserId));

/** Whether a member is a client of a practice (for its calendar). */
export async function isClientOf(db: Db, professionalUserId: string, memberUserId: string) {
  const rows = await db
    .select({ memberUserId: careRelationships.memberUserId })
    .from(careRelationships)
    .where(
      and(
        eq(careRelationships.professionalUserId, professionalUserId),
        eq(careRelationships.memberUserId, memberUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
