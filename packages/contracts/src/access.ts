import { z } from 'zod';
import { RoleSchema } from './accounts';
import { defineEndpoint } from './endpoint';
import { FEATURE_NAMES } from './feature-access';
import { PlanClassSchema } from './plans';

/**
 * What the signed-in professional's plan and role allow (accounts-and-access §4, §6). The
 * web hides what is false; the server refuses it on every gated call.
 */
export const AccessSchema = z.object({
  plan_type: PlanClassSchema,
  role: RoleSchema,
  subscribed: z.boolean(),
  on_trial: z.boolean(),
  trial_ends_at: z.iso.datetime({ offset: true }).nullable(),
  platform_access: z.boolean(),
  features: z.record(z.enum(FEATURE_NAMES), z.boolean()),
});
export type Access = z.infer<typeof AccessSchema>;

export const getAccess = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/access',
  summary: "The signed-in professional's plan type, trial, platform access and features",
  status: 200,
  response: AccessSchema,
});
