import type { GUARDIAN_RELATIONSHIP_OPTIONS } from '@orchid/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext } from '../../platform/db/columns';
import { newId } from '../../platform/db/ids';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** A required reference to a user that goes when the user goes: the usual owner column. */
export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Everyone who can sign in: members and professionals (§3 User). */
export const users = pgTable(
  'users',
  {
    /** The spec's `sub`. */
    id: uuid('id').primaryKey().$defaultFn(newId),
    /** Null for a minor's profile: it signs in only through a guardian. */
    email: citext('email').unique(),
    /** Null until the person chose one (a minor, or an account a professional created). */
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: ['member', 'orchid_pro'] }).notNull(),
    /** Null means OWNER, the default (§3). */
    role: text('role', { enum: ['OWNER', 'PRACTICE_SCHEDULER'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    preferredFirstName: text('preferred_first_name'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    signupFormFinished: boolean('signup_form_finished').notNull().default(false),
    signupChannel: text('signup_channel'),
    isTestUser: boolean('is_test_user').notNull().default(false),
    timezone: text('timezone'),
    profileApproved: boolean('profile_approved_to_use_the_platform').notNull().default(false),
    aiFreeTrialStartAt: timestamp('ai_free_trial_start_datetime', { withTimezone: true }),
    /**
     * The versions of the terms of use and the privacy policy the person agreed to on
     * registering, and when (packages/contracts/src/legal.ts); null for an account someone else
     * created, which has agreed to nothing yet.
     */
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    /** The TOTP secret, sealed with a key derived from APP_SECRET; set from setup on. */
    mfaSecretSealed: text('mfa_secret_sealed'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once, never replayed. */
    mfaLastStep: integer('mfa_last_step'),
    /**
     * Since when the person runs the platform (the operator's desk at /admin); null for
     * everyone else. Granted and revoked only by `npm run grant-operator` on the server.
     */
    operatorSince: timestamp('operator_since', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('users_user_type_check', sql`${t.userType} in ('member', 'orchid_pro')`),
    check('users_role_check', sql`${t.role} in ('OWNER', 'PRACTICE_SCHEDULER')`),
  ],
);

/**
 * A signed-in browser. The access cookie names the session; the refresh cookie's digest is
 * kept here and rotates on every renewal. Logout, password change and reset revoke rows, so
 * an old cookie stops working at once.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    /** The digest before the last rotation: seen again outside the grace period, it revokes. */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** While the guardian acts for a minor: whom, and until when (renewed like access). */
    actingMinorUserId: uuid('acting_minor_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    actingUntil: timestamp('acting_until', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('user_sessions_refresh_token_hash_idx').on(t.refreshTokenHash),
    index('user_sessions_previous_refresh_token_hash_idx').on(t.previousRefreshTokenHash),
    index('user_sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    index('user_sessions_acting_minor_idx').on(t.actingMinorUserId),
  ],
);

/** Single-use links sent by mail (confirm an address, reset a password), stored as digests. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    purpose: text('purpose', {
      enum: ['confirm_email', 'reset_password', 'complete_signup'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('confirm_email', 'reset_password', 'complete_signup')`,
    ),
  ],
);

/** One-time codes that stand in for a TOTP code when the phone is lost; stored as digests. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: userRef('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** The spec's relationship options (contracts' list; only types are imported here, for drizzle-kit). */
export const guardianshipRelationships = [
  'Parent',
  'Legal Guardian',
  'Family Member',
  'Other',
] as const satisfies readonly (typeof GUARDIAN_RELATIONSHIP_OPTIONS)[number][];

/** A guardian who may act for a minor, and pays for the minor's care (§3 Minor). */
export const guardianships = pgTable(
  'guardianships',
  {
    guardianUserId: userRef('guardian_user_id'),
    minorUserId: userRef('minor_user_id'),
    relationship: text('relationship', { enum: guardianshipRelationships }).notNull(),
    isBillingUser: boolean('is_billing_user').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianUserId, t.minorUserId] }),
    index('guardianships_minor_idx').on(t.minorUserId),
  ],
);
