import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import { prepareOnce } from '../../platform/db/prepared';
import {
  cancellationPolicies,
  officeLocations,
  professionalLicenses,
  professionalProfiles,
  professionalTypes,
  professionalProfileSealedFields as sealed,
} from './tables';

export type ProfileRow = typeof professionalProfiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof professionalProfiles.$inferInsert, 'userId'>>;
export type TypeRow = typeof professionalTypes.$inferSelect;
export type LicenseRow = typeof professionalLicenses.$inferSelect;
export type LicenseValues = Omit<typeof professionalLicenses.$inferInsert, 'id' | 'userId'>;
export type LocationRow = typeof officeLocations.$inferSelect;
export type LocationValues = Omit<typeof officeLocations.$inferInsert, 'userId'>;

const TABLE = 'professional_profiles';

export async function findProfile(db: Db, vault: HealthVault, userId: string) {
  const [row] = await db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  return row && openFields(vault, TABLE, userId, row, sealed);
}

/** The practice's business name, without opening anything sealed. */
const businessNameQuery = prepareOnce((db) =>
  db
    .select({ name: professionalProfiles.businessEntityName })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, sql.placeholder('userId')))
    .prepare('professionals_business_name'),
);

/** A professional's business name, if given (their user_info asks). */
export async function findBusinessName(db: Db, userId: string) {
  const [row] = await businessNameQuery(db).execute({ userId });
  return row?.name ?? null;
}

/** Creates the profile on first save, then changes only the fields given (sealing dob and phone). */
export async function upsertProfile(
  db: Db,
  vault: HealthVault,
  userId: string,
  values: ProfileValues,
  now: Date,
) {
  const stored = await sealFields(vault, TABLE, userId, values, sealed);
  await db
    .insert(professionalProfiles)
    .values({ userId, ...stored, modifiedAt: now })
    .onConflictDoUpdate({
      target: professionalProfiles.userId,
      set: { ...stored, modifiedAt: now },
    });
}

/** The live (not deleted) type records, oldest first. */
export const listTypes = (db: Db, userId: string) =>
  db
    .select()
    .from(professionalTypes)
    .where(and(eq(professionalTypes.userId, userId), isNull(professionalTypes.markedDeletedAt)))
    .orderBy(asc(professionalTypes.createdAt), asc(professionalTypes.id));

export async function insertType(db: Db, row: typeof professionalTypes.$inferInsert) {
  const [created] = await db.insert(professionalTypes).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Changes one of the user's live type records; undefined when it is not theirs. */
export async function updateType(
  db: Db,
  userId: string,
  id: string,
  values: Pick<TypeRow, 'type' | 'specialty' | 'subSpecialty' | 'modifiedAt'>,
) {
  const [updated] = await db
    .update(professionalTypes)
    .set(values)
    .where(
      and(
        eq(professionalTypes.id, id),
        eq(professionalTypes.userId, userId),
        isNull(professionalTypes.markedDeletedAt),
      ),
    )
    .returning();
  return updated;
}

export const listLicenses = (db: Db, userId: string) =>
  db
    .select()
    .from(professionalLicenses)
    .where(eq(professionalLicenses.userId, userId))
    .orderBy(asc(professionalLicenses.id));

/** The licenses of several professionals at once (the operator's list of those waiting). */
export const listLicensesOf = (db: Db, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(professionalLicenses)
        .where(inArray(professionalLicenses.userId, userIds))
        .orderBy(asc(professionalLicenses.id));

export async function replaceLicenses(db: Db, userId: string, licenses: LicenseValues[]) {
  await db.delete(professionalLicenses).where(eq(professionalLicenses.userId, userId));
  if (licenses.length > 0) {
    await db.insert(professionalLicenses).values(licenses.map((l) => ({ ...l, userId })));
  }
}

export const listLocations = (db: Db, userId: string) =>
  db
    .select()
    .from(officeLocations)
    .where(eq(officeLocations.userId, userId))
    .orderBy(asc(officeLocations.officeLocationId));

/** Replaces the locations a professional added; the two default ones are kept. */
export async function replaceAdditionalLocations(db: Db, userId: string, rows: LocationValues[]) {
  await db
    .delete(officeLocations)
    .where(and(eq(officeLocations.userId, userId), eq(officeLocations.isDefault, false)));
  if (rows.length > 0) {
    await db.insert(officeLocations).values(rows.map((row) => ({ ...row, userId })));
  }
}

export const findCancellationPolicy = (db: Db, userId: string) =>
  db.query.cancellationPolicies.findFirst({ where: eq(cancellationPolicies.userId, userId) });

export async function upsertCancellationPolicy(
  db: Db,
  userId: string,
  values: Omit<typeof cancellationPolicies.$inferInsert, 'userId'>,
) {
  await db
    .insert(cancellationPolicies)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: cancellationPolicies.userId, set: values });
}
