import { z } from 'zod';
import {
  CLICK_BUTTON_MAX,
  CLICK_BUTTON_PATTERN,
  CLICKS_PATH,
  CLICKS_PER_CALL,
  COUNTED_PAGES,
} from './click-counts';
import { defineEndpoint } from './endpoint';
import { requiredText } from './fields';
import { text } from './text';

// The marketing pages' calls (spec §5, §7, §8): a visitor asks for a demo, leaves a name and an
// address to download the case study, and the pages send their buttons' clicks. What the
// operator reads of them at the desk is marketing-desk.ts: kept apart, so a marketing page does
// not load the desk's contracts (and those of accounts and plans they import).

const MARKETING_API = '/api/quiz/v1/marketing_page';

export const marketingMessages = {
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
} as const;

export { DEMO_REQUESTED_PATH } from './marketing-paths';

const email = text({ error: marketingMessages.emailRequired })
  .trim()
  .min(1, marketingMessages.emailRequired)
  .max(254)
  .pipe(z.email(marketingMessages.emailInvalid));

export const DemoRequestInputSchema = z.strictObject({
  first_name: requiredText(marketingMessages.firstNameRequired),
  last_name: requiredText(marketingMessages.lastNameRequired),
  email,
});
export type DemoRequestInput = z.input<typeof DemoRequestInputSchema>;

export const DemoRequestAnswerSchema = z.object({
  /**
   * Where the browser goes next: the operator's scheduling page with the name and e-mail in
   * its query string, or DEMO_REQUESTED_PATH on this site.
   */
  redirect_url: text(),
});
export type DemoRequestAnswer = z.infer<typeof DemoRequestAnswerSchema>;

export const requestDemo = defineEndpoint({
  method: 'POST',
  path: `${MARKETING_API}/request_demo`,
  summary:
    "Ask for a demo: kept for the operator, who is mailed; answers where the browser goes (the operator's scheduling page, or the thank-you page)",
  body: DemoRequestInputSchema,
  status: 200,
  response: DemoRequestAnswerSchema,
});

/** Where a lead came from; the spec names one: the case study's form. */
export const LEAD_SOURCES = ['CaseStudy'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LeadInputSchema = z.strictObject({
  first_name: requiredText(marketingMessages.firstNameRequired),
  email,
  source: z.enum(LEAD_SOURCES),
});
export type LeadInput = z.input<typeof LeadInputSchema>;

export const captureLead = defineEndpoint({
  method: 'POST',
  path: `${MARKETING_API}/lead`,
  summary:
    'Leave a first name and an e-mail address (to download the case study); kept for the operator',
  body: LeadInputSchema,
  status: 201,
  response: z.object({ id: z.uuid() }),
});

/** GET: the case study as a PDF (public; the form above comes first on the page). */
export const CASE_STUDY_PATH = `${MARKETING_API}/case_study.pdf`;

// ---- Button clicks (click-counts.ts): counted anonymously, per day, page and button ----------

export const ClickSchema = z.strictObject({
  page: z.enum(COUNTED_PAGES),
  button: z.string().max(CLICK_BUTTON_MAX).regex(CLICK_BUTTON_PATTERN),
});

export const ClicksInputSchema = z.strictObject({
  clicks: z.array(ClickSchema).min(1).max(CLICKS_PER_CALL),
});

export const recordClicks = defineEndpoint({
  method: 'POST',
  path: CLICKS_PATH,
  summary:
    "Count clicks on the marketing pages' buttons: added to today's count of each page and button; nothing about the visitor is kept",
  body: ClicksInputSchema,
  status: 202,
  response: z.object({ counted: z.number().int() }),
});
