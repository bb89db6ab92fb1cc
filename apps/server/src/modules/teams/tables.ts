import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { users } from '../accounts/tables';

const roleCheck = (column: unknown) => sql`${column} in ('OWNER', 'PRACTICE_SCHEDULER')`;

/**
 * A practice: its owner and the professionals working in it (§3 Team). Its name is read from
 * the owner's business name (teams/service.ts practiceName), so it is not kept here.
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A professional belongs to at most one team. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['OWNER', 'PRACTICE_SCHEDULER'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    check('team_members_role_check', roleCheck(t.role)),
  ],
);

/** An invitation by e-mail to join a team with a role; the link's token is kept as a digest. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: citext('email').notNull(),
    role: text('role', { enum: ['OWNER', 'PRACTICE_SCHEDULER'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('team_invites_team_idx').on(t.teamId),
    index('team_invites_invited_by_idx').on(t.invitedByUserId),
    check('team_invites_role_check', roleCheck(t.role)),
  ],
);
