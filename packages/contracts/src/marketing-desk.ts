import { z } from 'zod';
import { ADMIN_API, OperatorPageQuerySchema } from './admin';
import { defineEndpoint } from './endpoint';
import { AnswerInstantSchema } from './instants';
import { text } from './text';

// What the operator reads at the desk of the marketing pages' calls (marketing.ts): demo
// requests, leads and the counts of button clicks.

export const DemoRequestSchema = z.object({
  id: z.uuid(),
  first_name: text(),
  last_name: text(),
  email: text(),
  create_datetime: AnswerInstantSchema,
});
export type DemoRequest = z.infer<typeof DemoRequestSchema>;

export const listDemoRequests = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/marketing/demo_requests`,
  summary: "Demo requests visitors sent, newest first (operators')",
  query: OperatorPageQuerySchema,
  status: 200,
  response: z.object({ demo_requests: z.array(DemoRequestSchema), total: z.number().int() }),
});

export const LeadSchema = z.object({
  id: z.uuid(),
  first_name: text(),
  email: text(),
  source: text(),
  create_datetime: AnswerInstantSchema,
});
export type Lead = z.infer<typeof LeadSchema>;

export const listLeads = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/marketing/leads`,
  summary: "Leads the marketing pages captured (the case study's form), newest first (operators')",
  query: OperatorPageQuerySchema,
  status: 200,
  response: z.object({ leads: z.array(LeadSchema), total: z.number().int() }),
});

export const ClickCountSchema = z.object({
  day: z.iso.date(),
  page: text(),
  button: text(),
  count: z.number().int(),
});
export type ClickCount = z.infer<typeof ClickCountSchema>;

export const listClickCounts = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/marketing/clicks`,
  summary:
    "Clicks on the marketing pages' buttons per day, page and button: newest day first, most clicked first (operators')",
  query: OperatorPageQuerySchema,
  status: 200,
  response: z.object({ clicks: z.array(ClickCountSchema), total: z.number().int() }),
});
