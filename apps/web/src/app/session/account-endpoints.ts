import { defineEndpoint } from '@orchid/contracts';
import { z } from 'zod';

// Defined here until the accounts work moves them into packages/contracts. The user schema is
// permissive on purpose: it names the spec's fields (accounts-and-access §3 "User") and lets
// the server add more.

const text = z.string().nullish();
const flag = z.boolean().nullish();

export const UserSchema = z.looseObject({
  sub: z.string(),
  user_type: z.enum(['member', 'orchid_pro']),
  role: z.enum(['OWNER', 'PRACTICE_SCHEDULER']).nullish(),
  first_name: text,
  last_name: text,
  preferred_first_name: text,
  email: text,
  email_confirmed: flag,
  signup_form_finished: flag,
  signup_channel: text,
  groups: z.array(z.string()).nullish(),
  minors: z.array(z.unknown()).nullish(),
  team_id: z.union([z.string(), z.number()]).nullish(),
  business_entity_name: text,
  is_test_user: flag,
  timezone: text,
  modify_datetime: text,
  create_datetime: text,
  profile_approved_to_use_the_platform: flag,
  ai_free_trial_start_datetime: text,
  guardian_token_exp: z.union([z.string(), z.number()]).nullish(),
  current_minor_user_id: text,
});
export type User = z.infer<typeof UserSchema>;

export const userInfo = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/user_info',
  summary: 'The signed-in user',
  status: 200,
  response: UserSchema,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/login/v1/logout',
  summary: 'Sign out and clear the session cookies',
  status: 200,
  response: z.unknown(),
});
