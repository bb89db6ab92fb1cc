import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { notifications, notificationSealedFields as sealed } from './tables';

// The notices' SQL: every read and change is of one person's own notices (the owner's id is
// in every condition), and their words are sealed at rest.

const TABLE = 'notifications';
export type NotificationRow = typeof notifications.$inferSelect;
type NewNotice = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** Inserts the notices, but for those whose once_key its person already has; the new ones' users. */
export async function insertNotices(db: Db, vault: HealthVault, notices: NewNotice[]) {
  const left: string[] = [];
  for (const notice of notices) {
    const id = newId();
    const inserted = await db
      .insert(notifications)
      .values(await sealFields(vault, TABLE, id, { ...notice, id }, sealed))
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    left.push(...inserted.map((row) => row.userId));
  }
  return left;
}

/** One page of a person's notices, newest first (ids are v7: newer is greater). */
export async function listNotices(
  db: Db,
  vault: HealthVault,
  userId: string,
  page: { before?: string | undefined; limit: number },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        page.before ? lt(notifications.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
  const opened = await Promise.all(
    rows.slice(0, page.limit).map((row) => openFields(vault, TABLE, row.id, row, sealed)),
  );
  return { rows: opened, more: rows.length > page.limit };
}

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the person's own notice read; false when they have none of this id. */
export async function markRead(db: Db, userId: string, id: string, at: Date) {
  const [own] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  if (!own) return false;
  if (!own.readAt) {
    await db.update(notifications).set({ readAt: at }).where(eq(notifications.id, own.id));
  }
  return true;
}

export async function markAllRead(db: Db, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
