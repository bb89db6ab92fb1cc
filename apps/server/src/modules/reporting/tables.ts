import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids';

/** Errors reported by browsers (POST /api/reporting/v1/frontend_error). */
export const frontendErrorReports = pgTable(
  'frontend_error_reports',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liveDevEnv: text('live_dev_env').notNull(),
    /** Sealed, as the context and the error (frontendErrorSealedFields): a page's address can carry a token, the text a person's data. */
    url: text('url').notNull(),
    reporterModule: text('reporter_module').notNull(),
    context: text('context').notNull(),
    frontendError: text('frontend_error').notNull(),
    userAgent: text('user_agent'),
    deviceId: text('device_id'),
  },
  (t) => [index('frontend_error_reports_created_at_idx').on(t.createdAt)],
);

/** Sealed at rest (docs/security.md): opened only by this module's repo. */
export const frontendErrorSealedFields = ['url', 'context', 'frontendError'] as const;
