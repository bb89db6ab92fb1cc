import { eq, inArray } from 'drizzle-orm';
import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import { memberProfiles, memberProfileSealedFields as sealed } from './tables';

export type MemberProfile = typeof memberProfiles.$inferSelect;
export type MemberProfileValues = Omit<typeof memberProfiles.$inferInsert, 'userId'>;

const TABLE = 'member_profiles';
const open = (vault: HealthVault, row: MemberProfile) =>
  openFields(vault, TABLE, row.userId, row, sealed);

export async function findProfile(db: Db, vault: HealthVault, userId: string) {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row && open(vault, row);
}

export async function findProfiles(db: Db, vault: HealthVault, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(memberProfiles)
    .where(inArray(memberProfiles.userId, userIds));
  return Promise.all(rows.map((row) => open(vault, row)));
}

/** Creates or replaces the profile of a member; health data is sealed on its way in. */
export async function upsertProfile(
  db: Db,
  vault: HealthVault,
  userId: string,
  values: MemberProfileValues,
) {
  const stored = await sealFields(vault, TABLE, userId, values, sealed);
  await db
    .insert(memberProfiles)
    .values({ userId, ...stored })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: stored });
}
