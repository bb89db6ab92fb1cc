import { LEAD_SOURCES } from '@orchid/contracts/marketing';
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';

// What visitors of the marketing pages leave for the operator: demo requests and leads (the
// case study's form). Not health data, but personal: only operators read them, at the desk.

/** A visitor asked for a demo (§7 request_demo). */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    /** Sealed, as the last name (demoRequestSealedFields). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('demo_requests_created_idx').on(table.createdAt)],
);

/** Sealed at rest (docs/security.md): opened only by this module's repo. */
export const demoRequestSealedFields = ['firstName', 'lastName'] as const;

/** A visitor left a first name and an address for something we offer (the case study, §7). */
export const marketingLeads = pgTable(
  'marketing_leads',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('marketing_leads_created_idx').on(table.createdAt)],
);

/**
 * Clicks on the marketing pages' buttons, counted per day (UTC), page and button: anonymous by
 * construction, nothing about who clicked is stored (click-counts.ts in the contracts).
 */
export const marketingClickCounts = pgTable(
  'marketing_click_counts',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    button: text('button').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.page, table.button] })],
);
