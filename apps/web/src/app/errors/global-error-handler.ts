import type { ReportError } from './error-reporter';

const reporterModule = 'global-error-handler';

/** Where a script error happened, "file:line:col", without the file's query string. */
function source(event: ErrorEvent): string | undefined {
  if (!event.filename) return undefined;
  return `${event.filename.split(/[?#]/)[0]}:${event.lineno}:${event.colno}`;
}

/**
 * Reports uncaught errors and unhandled promise rejections (accounts-and-access §7).
 * Returns the function that removes the listeners.
 */
export function installGlobalErrorHandler(report: ReportError, target: Window = window) {
  const onError = (event: ErrorEvent) => {
    report(event.error ?? event.message, reporterModule, {
      kind: 'error',
      source: source(event),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason, reporterModule, { kind: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
