import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';

/**
 * Invitations from a professional (registration's invite_code and patient_chart_invite_code).
 * A general invite may be used by many people; a chart invite is for one person, once. The
 * code travels in links, so only its digest is kept.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    codeHash: text('code_hash').notNull().unique(),
    kind: text('kind', { enum: ['invite', 'patient_chart'] }).notNull(),
    professionalUserId: userRef('professional_user_id'),
    /** A chart invite's address: the account registered with it gets this e-mail. */
    email: citext('email'),
    firstName: text('first_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_professional_idx').on(t.professionalUserId),
    check('invites_kind_check', sql`${t.kind} in ('invite', 'patient_chart')`),
    check('invites_chart_email_check', sql`${t.kind} = 'invite' or ${t.email} is not null`),
  ],
);

/**
 * Which professional cares for which member, and how they came together: an invitation, the
 * practice adding them, or the member booking a session or a group seat online.
 */
export const careRelationships = pgTable(
  'care_relationships',
  {
    professionalUserId: userRef('professional_user_id'),
    memberUserId: userRef('member_user_id'),
    source: text('source', { enum: ['invite', 'patient_chart', 'booking'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalUserId, t.memberUserId] }),
    index('care_relationships_member_idx').on(t.memberUserId),
  ],
);
