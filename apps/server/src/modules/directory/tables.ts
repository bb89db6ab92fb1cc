import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { users } from '../accounts/tables';

// The directory's tables: what a professional says to clients (their directory profile), and
// one listing row per professional the directory shows, kept fresh by jobs (docs/directory.md).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** What clients choose by; a professional without a row is listed with nothing said. */
export const directoryProfiles = pgTable(
  'directory_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    biography: text('biography').notNull().default(''),
    approaches: textList('approaches'),
    issuesTreated: textList('issues_treated'),
    languages: textList('languages'),
    insuranceAccepted: textList('insurance_accepted'),
    genderIdentity: text('gender_identity'),
    /** Lowercase already (the contract lowers it); unique whatever its case all the same. */
    customUrl: text('custom_url'),
    listed: boolean('listed').notNull().default(true),
    /** The photo's key in file storage (platform/storage), or null. */
    photoKey: text('photo_key'),
    modifiedAt: timestamptz('modified_at').notNull(),
  },
  (t) => [uniqueIndex('directory_profiles_custom_url_key').on(sql`lower(${t.customUrl})`)],
);

const gin = (name: string, column: Parameters<ReturnType<typeof index>['using']>[1]) =>
  index(name).using('gin', column).with({ fastupdate: false });

/**
 * One row per professional the directory lists (none for the others): what search filters,
 * sorts and shows, computed from several modules by the refresh job. Prices in cents.
 */
export const directoryListings = pgTable(
  'directory_listings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customUrl: text('custom_url'),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    credentials: text('credentials').notNull(),
    hasPhoto: boolean('has_photo').notNull(),
    statesLicensed: textList('states_licensed'),
    /** The contracts' DirectorySpecialty values the professional falls under. */
    specialtyKeys: textList('specialty_keys'),
    specialties: textList('specialties'),
    priceMinCents: integer('price_min_cents').notNull(),
    priceMaxCents: integer('price_max_cents').notNull(),
    telehealth: boolean('telehealth').notNull(),
    inPerson: boolean('in_person').notNull(),
    city: text('city'),
    nextAvailable: timestamptz('next_available').notNull(),
    practiceGroupName: text('practice_group_name'),
    timezone: text('timezone').notNull(),
    insuranceAccepted: textList('insurance_accepted'),
    languages: textList('languages'),
    issuesTreated: textList('issues_treated'),
    approaches: textList('approaches'),
    genderIdentity: text('gender_identity'),
    /** Names, practice, biography, specialties, issues and approaches, weighted in that order. */
    search: tsvector('search').notNull(),
    refreshedAt: timestamptz('refreshed_at').notNull(),
  },
  (t) => [
    // Without fastupdate: every refresh rewrites a row, and a pending list of new entries (up
    // to 4 MB, read whole by every search until vacuum) made a state's lookup 8-17 ms instead
    // of 2 at 100,000 listings; the refresh job pays for the index update instead.
    gin('directory_listings_search_idx', t.search),
    gin('directory_listings_name_trgm_idx', t.displayName.op('gin_trgm_ops')),
    gin('directory_listings_states_idx', t.statesLicensed),
    gin('directory_listings_specialty_idx', t.specialtyKeys),
    gin('directory_listings_insurance_idx', t.insuranceAccepted),
    gin('directory_listings_languages_idx', t.languages),
    gin('directory_listings_issues_idx', t.issuesTreated),
    gin('directory_listings_approaches_idx', t.approaches),
    index('directory_listings_next_idx').on(t.nextAvailable, t.userId),
    index('directory_listings_price_idx').on(t.priceMinCents, t.nextAvailable, t.userId),
    index('directory_listings_practice_idx').on(sql`lower(${t.practiceGroupName})`),
    index('directory_listings_custom_url_idx').on(sql`lower(${t.customUrl})`),
  ],
);
