import type { ClientStatus, PatientType } from '@orchid/contracts';
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { type InScope, whereInScope } from '../../platform/access/scope';
import type { Db } from '../../platform/db/database';
import { everyWordIn } from '../../platform/db/search-words';
import { users } from '../accounts/tables';
import { isMinorSql } from '../accounts/users';
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

/** Where a client's account stands (contracts' CLIENT_STATUSES). */
const clientStatus = sql<ClientStatus>`case
  when ${users.passwordHash} is not null or ${isMinorSql(users.id)} then 'active'
  when ${users.email} is not null then 'invited'
  else 'no_account' end`;

/** A practice's clients (members), by name, with how many there are. */
export async function clientsOf(
  db: Db,
  scope: InScope,
  page: {
    search?: string | undefined;
    patientType?: PatientType | undefined;
    statuses?: ClientStatus[] | undefined;
    skip: number;
    limit: number;
  },
) {
  const conditions = [whereInScope(scope, careRelationships.professionalUserId)];
  conditions.push(
    ...everyWordIn(page.search, [users.firstName, users.lastName, users.preferredFirstName]),
  );
  if (page.patientType) {
    const minor = isMinorSql(users.id);
    conditions.push(page.patientType === 'minor' ? minor : sql`not ${minor}`);
  }
  if (page.statuses?.length) {
    const any = or(...page.statuses.map((status) => sql`${clientStatus} = ${status}`));
    if (any) conditions.push(any);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        preferredFirstName: users.preferredFirstName,
        email: users.email,
        minor: isMinorSql(users.id),
        status: clientStatus,
      })
      .from(careRelationships)
      .innerJoin(users, eq(users.id, careRelationships.memberUserId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ total: count() })
      .from(careRelationships)
      .innerJoin(users, eq(users.id, careRelationships.memberUserId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
