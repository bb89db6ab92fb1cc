import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';

// Scheduling's tables. A practice is its owner's user id: a professional without a team is a
// practice of one, and team members reach the owner's through on_behalf_of.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

// The contracts' lists, repeated as literals: drizzle-kit loads this file without the
// workspace's TypeScript packages.
const sessionKinds = ['one_on_one', 'group'] as const;
const sessionLocationTypes = ['telehealth', 'in-person'] as const;
const cancellationFeeTypes = ['none', 'flat', 'percent'] as const;

/** A kind of session a practice offers (§3 Appointment type / Session type). */
export const sessionTypes = pgTable(
  'session_types',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ownerUserId: userRef('owner_user_id'),
    label: text('label').notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    kind: text('kind', { enum: sessionKinds }).notNull(),
    seats: integer('seats'),
    sessionLocationType: text('session_location_type', { enum: sessionLocationTypes }).notNull(),
    officeLocationId: text('office_location_id'),
    cancellationLimitHours: integer('cancellation_limit_hours').notNull(),
    cancellationFeeType: text('cancellation_fee_type', { enum: cancellationFeeTypes }).notNull(),
    /** Cents for a flat fee, percent of the price for a percent fee, 0 for none. */
    cancellationFeeAmount: integer('cancellation_fee_amount').notNull(),
    bookableOnline: boolean('bookable_online').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    // Labels are unique per practice, whatever their case ("Intake" and "intake" are one).
    uniqueIndex('session_types_owner_label_key').on(table.ownerUserId, sql`lower(${table.label})`),
    check(
      'session_types_seats_for_groups',
      sql`(${table.kind} = 'group') = (${table.seats} is not null)`,
    ),
  ],
);

type Period = { start: string; end: string };

/** A practice's hours and booking rules; a practice without a row shows no free time. */
export const availabilities = pgTable('availabilities', {
  ownerUserId: userRef('owner_user_id').primaryKey(),
  timezone: text('timezone').notNull(),
  weekly: jsonb('weekly')
    .$type<(Period & { weekday: number; office_location_id: string | null })[]>()
    .notNull(),
  dateOverrides: jsonb('date_overrides').$type<{ date: string; intervals: Period[] }[]>().notNull(),
  minNoticeMinutes: integer('min_notice_minutes').notNull(),
  bookingWindowDays: integer('booking_window_days').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  modifiedAt: timestamptz('modified_at').notNull(),
});
