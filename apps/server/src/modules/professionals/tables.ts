import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids';
import { userRef, users } from '../accounts/tables';

/**
 * A professional's onboarding profile (booking §3 "Professional onboarding profile"). Names
 * live on the account (users); this holds the rest. Date of birth, home address and phone are
 * private: the public view never shows them.
 */
export const professionalProfiles = pgTable('professional_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nameSchema: text('name_schema').notNull().default('first_last'),
  /** Sealed (see professionalProfileSealedFields): 'YYYY-MM-DD' inside. */
  dob: text('dob'),
  signatureLegalFirstName: text('signature_legal_first_name'),
  signatureLegalLastName: text('signature_legal_last_name'),
  businessEntityName: text('business_entity_name'),
  officeAddressLine1: text('office_address_line1'),
  officeCity: text('office_city'),
  officeState: text('office_state'),
  officeZipcode: text('office_zipcode'),
  mailAddressLine1: text('mail_address_line1'),
  mailCity: text('mail_city'),
  mailState: text('mail_state'),
  mailZipcode: text('mail_zipcode'),
  /** Digits only. */
  phoneNumber: text('phone_number'),
  heardAboutOrchidVia: text('heard_about_orchid_via'),
  agreedToTermsOfUse: boolean('agreed_to_terms_of_use').notNull().default(false),
  confirmedSsnWorkAge: boolean('confirmed_have_social_security_number_allowed_to_work_in_usa')
    .notNull()
    .default(false),
  medicalDegree: text('medical_degree'),
  /** A doctorate other than MD or DO (PhD, PsyD...): with either, the 'Dr.' display names. */
  doctoralDegree: text('doctoral_degree'),
  practiceGroupName: text('practice_group_name').unique(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
});

/** A professional type record (booking §3): the type and, for physicians, the specialty. */
export const professionalTypes = pgTable(
  'professional_types',
  {
    /** The spec's orchid_pro_type_id. */
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    type: text('type').notNull().default('therapist'),
    specialty: text('specialty'),
    subSpecialty: text('sub_specialty'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    markedDeletedAt: timestamp('marked_deleted_at', { withTimezone: true }),
  },
  (t) => [index('professional_types_user_idx').on(t.userId)],
);

/** A license (booking §3 License), optionally practised under supervision. */
export const professionalLicenses = pgTable(
  'professional_licenses',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    type: text('type'),
    /** The state that granted it. */
    conferringEntity: text('conferring_entity').notNull(),
    licenseNumber: text('license_number').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull().default('2024-01-01'),
    professionalTypeId: uuid('orchid_pro_type_id').references(() => professionalTypes.id, {
      onDelete: 'set null',
    }),
    hasSupervision: boolean('has_supervision').notNull().default(false),
    supervisorName: text('supervisor_name'),
    supervisorNpi: text('supervisor_npi'),
    supervisorPhone: text('supervisor_phone'),
    supervisorLicenseType: text('supervisor_license_type'),
    supervisorLicenseNumber: text('supervisor_license_number'),
  },
  (t) => [
    index('professional_licenses_user_idx').on(t.userId),
    index('professional_licenses_type_idx').on(t.professionalTypeId),
  ],
);

/** Where sessions happen (booking §3 Office location); telehealth-0 and in-person-0 by default. */
export const officeLocations = pgTable(
  'office_locations',
  {
    userId: userRef('user_id'),
    officeLocationId: text('office_location_id').notNull(),
    officeName: text('office_name').notNull(),
    sessionLocationType: text('session_location_type').notNull(),
    videoLink: text('video_link'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    telehealthPosCode: text('telehealth_pos_code'),
    telehealthModifier: text('telehealth_modifier'),
    inPersonPosCode: text('in_person_pos_code'),
    inPersonModifier: text('in_person_modifier'),
    showAddressToPublic: boolean('show_address_to_public').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.officeLocationId] }),
    check(
      'office_locations_type_check',
      sql`${t.sessionLocationType} in ('telehealth', 'in-person')`,
    ),
  ],
);

/** The practice's cancellation policy; the defaults apply until it is saved. */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cancellationLimitHours: integer('cancellation_limit_hours').notNull(),
    feeType: text('fee_type', { enum: ['none', 'flat', 'percent'] }).notNull(),
    feeCents: integer('fee_cents'),
    feePercent: integer('fee_percent'),
    policyText: text('policy_text').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('cancellation_policies_fee_type_check', sql`${t.feeType} in ('none', 'flat', 'percent')`),
  ],
);

/** Personal data sealed at rest (docs/security.md): opened only by this module's repo. */
export const professionalProfileSealedFields = [
  'dob',
  'phoneNumber',
  // The profile's office (often a home office; the practice's public offices are
  // professional_offices) and mailing addresses.
  'officeAddressLine1',
  'officeCity',
  'officeState',
  'officeZipcode',
  'mailAddressLine1',
  'mailCity',
  'mailState',
  'mailZipcode',
] as const;
