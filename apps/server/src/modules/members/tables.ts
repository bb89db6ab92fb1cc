import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * A member's profile and intake (§3): health-adjacent personal data, one row per member or
 * minor. Names live on the account (users).
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed (see memberProfileSealedFields): 'YYYY-MM-DD' inside. */
  dob: text('dob'),
  gender: text('gender'),
  sex: text('sex'),
  /** Digits only. */
  phoneNumber: text('phone_number'),
  insuranceProvider: text('insurance_provider'),
  insuranceGroupId: text('insurance_group_id'),
  insuranceMemberId: text('insurance_member_id'),
  biography: text('biography'),
  homeAddressLine1: text('home_address_line1'),
  country: text('country').notNull().default('US'),
  homeState: text('home_state'),
  homeCity: text('home_city'),
  homeZipcode: text('home_zipcode'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
});

/** Health data sealed at rest (docs/security.md): opened only by this module's repo. */
export const memberProfileSealedFields = [
  'dob',
  'phoneNumber',
  'insuranceGroupId',
  'insuranceMemberId',
  'biography',
  'homeAddressLine1',
  'homeState',
  'homeCity',
  'homeZipcode',
] as const;
