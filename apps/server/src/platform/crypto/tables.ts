import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Data keys for sealed health data (envelope encryption). Each is a random AES-256 key kept
 * only wrapped by a key-encryption key derived from APP_SECRET (`kek_id` names which); the
 * newest unretired one seals, every one still opens what it sealed. Rows are never deleted,
 * so older backups stay readable.
 */
export const dataKeys = pgTable('data_keys', {
  id: text('id').primaryKey(),
  kekId: text('kek_id').notNull(),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
