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
    on_behalf_of: z.uuid().optional(),
  }),
  status: 200,
  response: z.object({ entries: z.array(PatientSchema), total: z.number().int() }),
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
