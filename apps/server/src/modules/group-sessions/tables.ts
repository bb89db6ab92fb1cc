import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';
import { userRef } from '../accounts/tables';
import { appointmentSeries } from '../scheduling/tables';

// A group series (support group): its meetings are sessions on the professional's calendar
// (one appointment per meeting, in the appointment series it points at), so they block the
// time like any session. Its seats are the checkout's holds (booking_holds.group_series_id).

const sessionLocationTypes = ['telehealth', 'in-person'] as const;

/**
 * seats_taken counts the live holds (held, being paid or booked): a hold adds one with
 * `UPDATE ... WHERE seats_taken < seats`, and the check makes overselling impossible whatever
 * the code does.
 */
export const groupSeries = pgTable(
  'group_series',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ownerUserId: userRef('owner_user_id'),
    /** The calendar's series of the meetings (its patient is the professional: no one client). */
    appointmentSeriesId: uuid('appointment_series_id')
      .notNull()
      .unique()
      .references(() => appointmentSeries.id, { onDelete: 'cascade' }),
    sessionTypeLabel: text('session_type_label').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    /** The type's price for one meeting when published: a seat costs this per meeting ahead. */
    meetingPriceCents: integer('meeting_price_cents').notNull(),
    sessionLocationType: text('session_location_type', { enum: sessionLocationTypes }).notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    closedAt: timestamptz('closed_at'),
    createdAt: timestamptz('created_at').notNull(),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (table) => [
    index('group_series_owner_idx').on(table.ownerUserId),
    check('group_series_seats_positive', sql`${table.seats} > 0`),
    check('group_series_no_oversell', sql`${table.seatsTaken} between 0 and ${table.seats}`),
  ],
);
