import { reportFrontendError } from '@orchid/contracts/reporting';
import { call } from '../api/api-client';
import { createErrorReporter } from './error-reporter';

/** The app's one error reporter, shared so its repeat and rate limits hold for the page. */
export const reportError = createErrorReporter({
  send: (report) => call(reportFrontendError, report),
  liveDevEnv: import.meta.env.PROD ? 'live' : 'dev',
});
