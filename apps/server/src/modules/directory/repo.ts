import { and, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { directoryListings, directoryProfiles } from './tables';

export type DirectoryProfileRow = typeof directoryProfiles.$inferSelect;
export type ListingRow = typeof directoryListings.$inferSelect;
/** A listing as the refresh computes it; the search vector is built in SQL from its parts. */
export type ListingValues = Omit<ListingRow, 'search'> & { biography: string };

export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(directoryProfiles)
    .where(eq(directoryProfiles.userId, userId));
  return row;
}

/** Saves the profile (all but the photo); a taken custom_url breaks the unique index. */
export async function upsertProfile(db: Db, row: Omit<DirectoryProfileRow, 'photoKey'>) {
  const { userId, ...changes } = row;
  const [saved] = await db
    .insert(directoryProfiles)
    .values(row)
    .onConflictDoUpdate({ target: directoryProfiles.userId, set: changes })
    .returning();
  return saved as DirectoryProfileRow;
}

/** Sets (or clears) the photo's storage key; answers the key it replaced. */
export async function setPhotoKey(db: Db, userId: string, photoKey: string | null, now: Date) {
  const [before] = await db
    .select({ photoKey: directoryProfiles.photoKey })
    .from(directoryProfiles)
    .where(eq(directoryProfiles.userId, userId))
    .for('update');
  await db
    .insert(directoryProfiles)
    .values({ userId, photoKey, modifiedAt: now })
    .onConflictDoUpdate({ target: directoryProfiles.userId, set: { photoKey, modifiedAt: now } });
  return before?.photoKey ?? null;
}

/** Words of the list columns joined for the search vector. */
const words = (list: string[]) => list.join(' ');

/** The weighted search vector: names first, then practice, specialties, issues, the rest. */
function searchVector(v: ListingValues): SQL {
  const part = (text: string, weight: 'A' | 'B' | 'C' | 'D') =>
    sql`setweight(to_tsvector('english', ${text}), ${weight})`;
  return sql`${part(`${v.displayName} ${v.firstName} ${v.lastName}`, 'A')}
    || ${part(`${v.practiceGroupName ?? ''} ${words(v.specialties)} ${v.credentials}`, 'B')}
    || ${part(`${words(v.issuesTreated)} ${words(v.approaches)}`, 'C')}
    || ${part(`${v.biography} ${v.city ?? ''} ${words(v.languages)}`, 'D')}`;
}

export async function upsertListing(db: Db, values: ListingValues) {
  const { biography: _biography, ...row } = values;
  const search = searchVector(values);
  const { userId, ...changes } = row;
  await db
    .insert(directoryListings)
    .values({ ...row, search })
    .onConflictDoUpdate({ target: directoryListings.userId, set: { ...changes, search } });
}

export async function deleteListing(db: Db, userId: string) {
  await db.delete(directoryListings).where(eq(directoryListings.userId, userId));
}

export async function findListing(db: Db, idOrUrl: { id?: string; url?: string }) {
  const where = idOrUrl.id
    ? eq(directoryListings.userId, idOrUrl.id)
    : sql`lower(${directoryListings.customUrl}) = ${idOrUrl.url ?? ''}`;
  const [row] = await db.select().from(directoryListings).where(where);
  return row;
}

export const listingsOfPractice = (db: Db, practiceGroupName: string) =>
  db
    .select()
    .from(directoryListings)
    .where(sql`lower(${directoryListings.practiceGroupName}) = lower(${practiceGroupName})`)
    .orderBy(directoryListings.nextAvailable, directoryListings.userId)
    .limit(200);

/** Listings whose next free time has passed or that were not refreshed since `before`. */
export async function staleListingIds(db: Db, now: Date, before: Date, limit: number) {
  const rows = await db
    .select({ userId: directoryListings.userId })
    .from(directoryListings)
    .where(or(lt(directoryListings.nextAvailable, now), lt(directoryListings.refreshedAt, before)))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** Whether the listing row of a professional exists (tests and the sweep ask). */
export async function isListed(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: directoryListings.userId })
    .from(directoryListings)
    .where(and(eq(directoryListings.userId, userId)));
  return row !== undefined;
}

/** Those of `userIds` who have a photo: a plain reader for the blog's author avatars. */
export async function usersWithPhotos(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: directoryProfiles.userId })
    .from(directoryProfiles)
    .where(
      and(inArray(directoryProfiles.userId, [...userIds]), isNotNull(directoryProfiles.photoKey)),
    );
  return new Set(rows.map((row) => row.userId));
}
