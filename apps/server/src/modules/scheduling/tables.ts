import type { AppointmentStatus } from '@orchid/contracts/appointments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';

// Scheduling's tables. A practice is its owner's user id: a professional without a team is a
// practice of one, and team members reach the owner's through on_behalf_of.

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

// The contracts' statuses, repeated as literals (see above) and checked against them.
const appointmentStatuses = [
  'invited',
  'scheduled',
  'completed',
  'cancelled_patient',
  'cancelled_patient_awaiting_transfer',
  'cancelled_patient_manual_transfer',
  'cancelled_orchid_pro',
  'cancelled_pro_no_join',
  'needs_payment',
  'was_not_paid',
] as const satisfies readonly AppointmentStatus[];

/** Sessions booked together (§3 Appointment series); repeat_rule is null or an RRULE. */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ownerUserId: userRef('owner_user_id'),
    patientUserId: userRef('patient_user_id'),
    repeatRule: text('repeat_rule'),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    index('appointment_series_owner_idx').on(table.ownerUserId),
    index('appointment_series_patient_idx').on(table.patientUserId),
  ],
);

/**
 * A session on a practice's calendar. No two live sessions of a practice overlap: the
 * exclusion constraint appointments_no_overlap (in the migrations; drizzle-kit cannot write
 * one) refuses the second, whichever request gets there first. A member's hold while paying
 * (needs_payment) is live too; cancelled and unpaid ones (FREED_STATUSES) free their time.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => appointmentSeries.id, { onDelete: 'cascade' }),
    ownerUserId: userRef('owner_user_id'),
    patientUserId: userRef('patient_user_id'),
    sessionTypeLabel: text('session_type_label').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull(),
    placeHeldOutside: boolean('place_held_outside').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    index('appointments_series_idx').on(table.seriesId),
    index('appointments_patient_idx').on(table.patientUserId, table.startsAt),
    // The calendar's list: a practice's sessions by time, cancelled ones included (the
    // exclusion constraint's index holds only live ones).
    index('appointments_owner_idx').on(table.ownerUserId, table.startsAt),
    check('appointments_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Time a practice keeps free of bookings (free time leaves it out; forcing books over it). */
export const blockedIntervals = pgTable(
  'blocked_intervals',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ownerUserId: userRef('owner_user_id'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** The professional's own reminder ("Lunch"), not a client's data: kept plain. */
    note: text('note').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    index('blocked_intervals_owner_idx').on(table.ownerUserId, table.startsAt),
    check('blocked_intervals_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A practice's calendar feed: a secret address calendar apps read. The token is found by its
 * digest and kept sealed as well, so the practice can be shown its address again.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  ownerUserId: userRef('owner_user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  includeClientNames: boolean('include_client_names').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  modifiedAt: timestamptz('modified_at').notNull(),
});

/** Sealed at rest (db/sealed-columns.ts). */
export const calendarFeedSealedFields = ['tokenSealed'] as const;
