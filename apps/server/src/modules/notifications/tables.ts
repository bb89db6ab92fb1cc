import type { NoticeKind } from '@orchid/contracts/notifications';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';

// The contracts' list, repeated as a literal: drizzle-kit loads this file without the
// workspace's TypeScript packages, so only its type is imported (and checked).
const kinds = [
  'booked',
  'joined_group',
  'accepted',
  'cancelled',
  'moved',
] as const satisfies readonly NoticeKind[];

/** A person's in-app notice (the bell): kept until they delete their account. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    kind: text('kind', { enum: kinds }).notNull(),
    /** Sealed (notificationSealedFields): it names the client and their session. */
    text: text('text').notNull(),
    appointmentId: uuid('appointment_id'),
    appointmentStart: timestamptz('appointment_start'),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
    /** What this notice tells, once per person: a retried job leaves no second notice. */
    onceKey: text('once_key'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_once_idx').on(t.userId, t.onceKey),
  ],
);

/** Sealed at rest (docs/security.md): opened only by this module's repo. */
export const notificationSealedFields = ['text'] as const;
