import type { MailCategory } from '@orchid/contracts/email-preferences';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { users } from '../accounts/tables';

// The contracts' list, repeated as a literal: drizzle-kit loads this file without the
// workspace's TypeScript packages, so only its type is imported (and checked).
const categories = [
  'reminders',
  'practice_activity',
  'product_news',
  'blog',
] as const satisfies readonly MailCategory[];

/**
 * Who does not want a category of mail (docs/email-preferences.md): a person with an account by
 * their id (so it follows them if their address changes), anyone else by address. No row means
 * subscribed; a resubscription deletes the row. Kept with the date, as a record of the choice.
 */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: citext('email'),
    category: text('category', { enum: categories }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_unsubscribes_user_category').on(t.userId, t.category),
    uniqueIndex('email_unsubscribes_email_category').on(t.email, t.category),
    check('email_unsubscribes_one_subject', sql`num_nonnulls(${t.userId}, ${t.email}) = 1`),
    check(
      'email_unsubscribes_category_check',
      sql`${t.category} in (${sql.raw(categories.map((c) => `'${c}'`).join(', '))})`,
    ),
  ],
);
