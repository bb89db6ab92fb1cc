import { createErrorReporter } from './error-reporter';

/**
 * The app's one error reporter, shared so its repeat and rate limits hold for the page. The
 * API client and the report's contract (and zod) are loaded with the first report, not with
 * the page.
 */
export const reportError = createErrorReporter({
  send: async (report) => {
    const [{ call }, { reportFrontendError }] = await Promise.all([
      import('../api/api-client'),
      import('@orchid/contracts/reporting'),
    ]);
    return call(reportFrontendError, report);
  },
  liveDevEnv: import.meta.env.PROD ? 'live' : 'dev',
});
