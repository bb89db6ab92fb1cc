import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { memberProfiles } from './tables';

export type MemberProfile = typeof memberProfiles.$inferSelect;
export type MemberProfileValues = Omit<typeof memberProfiles.$inferInsert, 'userId'>;

export const findProfile = (db: Db, userId: string) =>
  db.query.memberProfiles.findFirst({ where: eq(memberProfiles.userId, userId) });

export const findProfiles = (db: Db, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.query.memberProfiles.findMany({ where: (t, { inArray }) => inArray(t.userId, userIds) });

/** Creates or replaces the profile of a member. */
export async function upsertProfile(db: Db, userId: string, values: MemberProfileValues) {
  await db
    .insert(memberProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: values });
}
