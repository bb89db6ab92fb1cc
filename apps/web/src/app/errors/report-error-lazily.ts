import { ensureDeviceId } from '../device-id';
import type { ReportError } from './error-reporter';

/**
 * reportError (report-error.ts), loaded with the first error rather than with every page:
 * the reporter, the API client and the report's contract are not needed until then. Like it,
 * it never rejects. The device id is stored first: the report carries it in its cookie.
 */
export const reportErrorLazily: ReportError = (...args) => {
  ensureDeviceId();
  return import('./report-error').then(
    (module) => module.reportError(...args),
    () => undefined,
  );
};
