import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { availabilities, sessionTypes } from './tables';

// Scheduling's SQL. No rules here: the service decides, the repo reads and writes.

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
export type NewSessionType = Omit<typeof sessionTypes.$inferInsert, 'id' | 'createdAt'>;
export type AvailabilityRow = typeof availabilities.$inferSelect;

export const sessionTypesOf = (db: Db, ownerUserId: string) =>
  db
    .select()
    .from(sessionTypes)
    .where(eq(sessionTypes.ownerUserId, ownerUserId))
    .orderBy(asc(sessionTypes.createdAt), asc(sessionTypes.label));

export async function insertSessionType(db: Db, values: NewSessionType & { createdAt: Date }) {
  const [row] = await db.insert(sessionTypes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a practice's session type; undefined when the practice has no such type. */
export async function updateSessionType(
  db: Db,
  ownerUserId: string,
  id: string,
  values: NewSessionType,
) {
  const [row] = await db
    .update(sessionTypes)
    .set(values)
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.ownerUserId, ownerUserId)))
    .returning();
  return row;
}

/** Whether the practice had the type (and now has not). */
export async function deleteSessionType(db: Db, ownerUserId: string, id: string) {
  const rows = await db
    .delete(sessionTypes)
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.ownerUserId, ownerUserId)))
    .returning({ id: sessionTypes.id });
  return rows.length > 0;
}

export async function findAvailability(db: Db, ownerUserId: string) {
  const [row] = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.ownerUserId, ownerUserId));
  return row;
}

export async function saveAvailability(db: Db, row: AvailabilityRow) {
  const { ownerUserId: _, ...changes } = row;
  await db
    .insert(availabilities)
    .values(row)
    .onConflictDoUpdate({ target: availabilities.ownerUserId, set: changes });
}
