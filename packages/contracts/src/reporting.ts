import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { text } from './text';

/** Field limits of a frontend error report; longer reports are refused, not truncated. */
export const frontendErrorLimits = {
  live_dev_env: 32,
  url: 2048,
  reporter_module: 200,
  context: 8000,
  frontend_error: 16000,
} as const;

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
