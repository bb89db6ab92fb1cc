import type { FrontendErrorReport } from '@orchid/contracts/reporting';
import { frontendErrorLimits } from '@orchid/contracts/reporting-limits';
import { isAbortError } from '../api/abort';

export type ErrorContext = Record<string, string | number | undefined>;

type ReporterOptions = {
  send: (report: FrontendErrorReport) => Promise<unknown>;
  /** 'live' in production builds, 'dev' otherwise. */
  liveDevEnv: string;
  /** Reports sent per page load at most, so an error in a loop cannot flood the server. */
  maxReports?: number;
};

// Noise that says nothing about our code: the browser's ResizeObserver notice, cross-origin
// script errors without details, and errors from browser extensions.
const ignoredMessages = [/ResizeObserver loop/i, /^Script error\.?$/];
const extensionSource = /^(chrome|moz|safari(-web)?)-extension:/;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The page's address without query string and hash: they can hold tokens. */
export function pageUrl(): string {
  return `${location.origin}${location.pathname}`;
}

function describe(error: unknown): { message: string; text: string } {
  if (error instanceof Error) {
    const message = error.message || error.name;
    const stack = error.stack ?? '';
    // V8's stack already starts with "Name: message".
    const text = stack.includes(message) ? stack : [message, stack].filter(Boolean).join('\n');
    return { message, text };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { message, text: message };
}

/**
 * Sends browser errors to POST /api/reporting/v1/frontend_error, skipping noise, repeats of
 * the same message and anything past the per-page limit. Never throws nor rejects: a failing
 * report must not cause another. The promise settles once the report is sent (or skipped),
 * for callers about to leave the page.
 */
export function createErrorReporter({ send, liveDevEnv, maxReports = 5 }: ReporterOptions) {
  const seen = new Set<string>();

  return function reportError(
    error: unknown,
    reporterModule: string,
    context: ErrorContext = {},
  ): Promise<void> {
    const skipped = Promise.resolve();
    if (isAbortError(error)) return skipped;
    const { message, text } = describe(error);
    if (ignoredMessages.some((pattern) => pattern.test(message))) return skipped;
    if (typeof context.source === 'string' && extensionSource.test(context.source)) return skipped;
    if (seen.has(message) || seen.size >= maxReports) return skipped;
    seen.add(message);

    return send({
      live_dev_env: liveDevEnv,
      url: cut(pageUrl(), frontendErrorLimits.url),
      reporter_module: reporterModule,
      context: cut(JSON.stringify(context), frontendErrorLimits.context),
      frontend_error: cut(text || 'Unknown error', frontendErrorLimits.frontend_error),
    }).then(
      () => undefined,
      () => {
        // Nowhere left to report to.
      },
    );
  };
}

export type ReportError = ReturnType<typeof createErrorReporter>;
