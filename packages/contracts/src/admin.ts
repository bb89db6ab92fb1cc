import { z } from 'zod';
import { RoleSchema } from './accounts';
import { defineEndpoint } from './endpoint';
import { PlanClassSchema } from './plans';
import { text } from './text';

// The operator's desk (/admin): calls only the platform's operators may make (the server's
// 'operator' access kind; `npm run grant-operator` makes someone one). Every path is under
// ADMIN_API. A tab added to the desk adds its calls here, or in its domain's contracts with a
// path under ADMIN_API (docs/operators.md).

export const ADMIN_API = '/api/admin/v1';

/** Refusals of the desk's calls. */
export const adminMessages = {
  professionalNotFound: 'No professional has this id.',
  jobNotFound: 'No failed job has this id. It may have been retried already.',
} as const;

const page = {
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};

export const OperatorPageQuerySchema = z.object(page);

export const WaitingLicenseSchema = z.object({
  type: text().nullable(),
  conferring_entity: text(),
  license_number: text(),
  expiration_date: z.iso.date(),
  supervised: z.boolean(),
});

/** A professional waiting for approval, with what the operator checks before approving. */
export const WaitingProfessionalSchema = z.object({
  sub: z.uuid(),
  first_name: text(),
  last_name: text(),
  email: text(),
  email_confirmed: z.boolean(),
  role: RoleSchema,
  /** The quick intake (profile, licenses, addresses) is finished. */
  signup_form_finished: z.boolean(),
  create_datetime: z.iso.datetime({ offset: true }),
  /** The plan they subscribed to or are trying, null while they have none. */
  plan_type: PlanClassSchema.nullable(),
  on_trial: z.boolean(),
  licenses: z.array(WaitingLicenseSchema),
});
export type WaitingProfessional = z.infer<typeof WaitingProfessionalSchema>;

export const listWaitingProfessionals = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/professionals/waiting`,
  summary:
    'Professionals waiting for approval to use the platform: those who finished their intake first, then the longest waiting; q finds them by name or e-mail',
  query: OperatorPageQuerySchema.extend({ q: text().trim().max(100).optional() }),
  status: 200,
  response: z.object({ professionals: z.array(WaitingProfessionalSchema), total: z.number() }),
});

export const approveWaitingProfessional = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/professionals/{sub}/approve`,
  summary:
    'Approve a professional for the platform: they are mailed, a free trial starts again, the directory lists them',
  params: z.object({ sub: z.uuid() }),
  status: 200,
  response: z.object({
    sub: z.uuid(),
    /** already_approved: someone approved them meanwhile (another operator, the command). */
    outcome: z.enum(['approved', 'already_approved']),
  }),
});

export const FailedJobSchema = z.object({
  id: z.uuid(),
  kind: text(),
  attempts: z.number(),
  failed_at: z.iso.datetime({ offset: true }).nullable(),
  last_error: text().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** What `npm run jobs -- failed` shows; never a job's payload (a mail's carries its links). */
export const listFailedJobs = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/jobs/failed`,
  summary: 'Background jobs that failed after their last try, newest first, with their last error',
  query: OperatorPageQuerySchema,
  status: 200,
  response: z.object({ jobs: z.array(FailedJobSchema), total: z.number() }),
});

export const retryFailedJob = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/jobs/{job_id}/retry`,
  summary: 'Queue a failed background job again with fresh tries',
  params: z.object({ job_id: z.uuid() }),
  status: 200,
  response: z.object({ id: z.uuid(), state: z.literal('queued') }),
});
