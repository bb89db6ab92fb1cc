import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { frontendErrorLimits } from './reporting-limits';
import { text } from './text';

export { frontendErrorLimits } from './reporting-limits';

/** Frontend error report (accounts-and-access §3 "Other"). */
export const FrontendErrorReportSchema = z.strictObject({
  live_dev_env: text().trim().min(1).max(frontendErrorLimits.live_dev_env),
  url: text().trim().min(1).max(frontendErrorLimits.url),
  reporter_module: text().trim().min(1).max(frontendErrorLimits.reporter_module),
  context: text().max(frontendErrorLimits.context).default(''),
  frontend_error: text().min(1).max(frontendErrorLimits.frontend_error),
});
export type FrontendErrorReport = z.input<typeof FrontendErrorReportSchema>;

export const FrontendErrorReceiptSchema = z.object({ id: z.uuid() });

export const reportFrontendError = defineEndpoint({
  method: 'POST',
  path: '/api/reporting/v1/frontend_error',
  summary: 'Store an error that happened in the browser',
  body: FrontendErrorReportSchema,
  status: 201,
  response: FrontendErrorReceiptSchema,
});
