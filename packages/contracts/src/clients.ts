import { z } from 'zod';
import { EmailSchema } from './accounts';
import { defineEndpoint } from './endpoint';
import { DobSchema } from './members';
import { text } from './text';

// A practice's clients (booking-practice-and-marketing §3 Sample patient, Patient chart entry
// query; §7): added by the practice, listed by name for the calendar. The full chart comes
// with the charts issue.

export const clientMessages = {
  hasAccount:
    'This person already has an account. Invite them to your practice from their chart instead.',
} as const;

const NameSchema = text().trim().min(1).max(100);

export const CreatePatientSchema = z.strictObject({
  first_name: NameSchema,
  preferred_first_name: text().trim().max(100).nullish(),
  last_name: NameSchema,
  dob: DobSchema,
  /** With an address the client is mailed a link to finish their account. */
  email: EmailSchema.nullish(),
});

const PatientSchema = z.object({
  patient_user_id: z.uuid(),
  first_name: text(),
  preferred_first_name: text().nullable(),
  last_name: text(),
  email: text().nullable(),
});

/**
 * The patient chart's filters (§3 Patient chart entry query; their values are not shown, so
 * ours). patient_type: a minor is a profile a guardian manages (they sign in and act for it);
 * everyone else is an individual. (Not by age: the date of birth is sealed, so the database
 * cannot compare it.) client_status, where the account stands: active (they sign in, or a
 * guardian does for a minor), invited (mailed the link to finish it), no_account (added
 * without an e-mail).
 */
export const PATIENT_TYPES = ['individual', 'minor'] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];
export const CLIENT_STATUSES = ['active', 'invited', 'no_account'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

const ChartEntrySchema = PatientSchema.extend({
  patient_type: z.enum(PATIENT_TYPES),
  client_status: z.enum(CLIENT_STATUSES),
});

export const createPatient = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/create_patient/',
  summary:
    'Add a client to your practice (with on_behalf_of, the team owner’s); with an e-mail, the client is invited to finish their account',
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  body: CreatePatientSchema,
  status: 201,
  response: z.object({ patient: PatientSchema.extend({ dob: text() }) }),
});

/** The patient chart default page (§9). */
export const PATIENT_CHART_LIMIT = 100;

export const listPatientChart = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/patient_chart/',
  summary: "The practice's clients by name (with on_behalf_of, the team owner's); search by name",
  query: z.object({
    search: text().trim().max(100).optional(),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(PATIENT_CHART_LIMIT),
    patient_type: z.enum(PATIENT_TYPES).optional(),
    /** Repeated for several (?client_status=active&client_status=invited): any of them. */
    client_status: z
      .union([z.enum(CLIENT_STATUSES), z.array(z.enum(CLIENT_STATUSES)).max(3)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .optional(),
    on_behalf_of: z.uuid().optional(),
  }),
  status: 200,
  response: z.object({ entries: z.array(ChartEntrySchema), total: z.number().int() }),
});

// ---- Sample data (booking-practice-and-marketing §4 Quick-intake) ---------------------------

/** The sample client the quick intake's Finish adds to a new practice (§3 Sample patient). */
export const SAMPLE_PATIENT = {
  first_name: 'Sample',
  preferred_first_name: 'Sam',
  last_name: 'Client',
  dob: '1990-01-01',
} as const;
/** Sample appointments are 25 minutes (§9). */
export const SAMPLE_SESSION_MINUTES = 25;
/**
 * The three sample sessions, by days from today on the practice's wall clock (§4): a free
 * introduction 2 days ago at 9:00, regular sessions 1 day ago and 1 day ahead at 11:00.
 */
export const SAMPLE_SESSIONS = [
  { days: -2, time: '09:00', label: 'Free introduction' },
  { days: -1, time: '11:00', label: 'Regular session' },
  { days: 1, time: '11:00', label: 'Regular session' },
] as const;

/**
 * Not in the spec's list of calls (it names only what the web does): the sample data in one
 * call, all or nothing, for a practice that has no clients yet; otherwise nothing is added
 * (created: false). A team member's Finish adds nothing to the owner's practice.
 */
export const createSampleData = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/sample_data/',
  summary: 'Add the sample client and sessions to a new practice (the quick intake’s Finish)',
  status: 200,
  response: z.object({ created: z.boolean(), patient_user_id: z.uuid().nullable() }),
});
