import { type FrontendErrorReport, frontendErrorLimits } from '@orchid/contracts/reporting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporter';
import { installGlobalErrorHandler } from './global-error-handler';

function setup(maxReports?: number) {
  const sent: FrontendErrorReport[] = [];
  const send = vi.fn(async (report: FrontendErrorReport) => {
    sent.push(report);
  });
  const report = createErrorReporter({ send, liveDevEnv: 'dev', maxReports });
  return { report, sent, send };
}

describe('error reporter', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('sends the report with the page address stripped of query and hash', () => {
    history.replaceState(null, '', '/reset-password?token=secret#step-2');
    const { report, sent } = setup();
    const error = new Error('Cannot read properties of undefined');
    report(error, 'global-error-handler', { source: 'http://localhost:3000/assets/x.js:1:2' });

    expect(sent).toHaveLength(1);
    const [first] = sent;
    expect(first?.url).toBe(`${location.origin}/reset-password`);
    expect(first?.live_dev_env).toBe('dev');
    expect(first?.reporter_module).toBe('global-error-handler');
    expect(JSON.parse(first?.context ?? '')).toEqual({
      source: 'http://localhost:3000/assets/x.js:1:2',
    });
    expect(first?.frontend_error).toContain('Cannot read properties of undefined');
    expect(first?.frontend_error).toContain('error-reporter.test.ts');
  });

  it('ignores ResizeObserver warnings, aborted requests and extension errors', () => {
    const { report, send } = setup();
    report(new Error('ResizeObserver loop limit exceeded'), 'global-error-handler');
    report('ResizeObserver loop completed with undelivered notifications.', 'global-error-handler');
    report(new DOMException('The user aborted a request.', 'AbortError'), 'global-error-handler');
    report('Script error.', 'global-error-handler');
    report(new Error('from an extension'), 'global-error-handler', {
      source: 'chrome-extension://abc/content.js:1:1',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the same message once and stops after the per-page limit', () => {
    const { report, sent } = setup(3);
    report(new Error('boom'), 'global-error-handler');
    report(new Error('boom'), 'global-error-handler');
    for (let i = 0; i < 10; i++) report(new Error(`boom ${i}`), 'global-error-handler');
    expect(sent.map((r) => r.frontend_error.split('\n')[0])).toEqual([
      'Error: boom',
      'Error: boom 0',
      'Error: boom 1',
    ]);
  });

  it('describes values that are not errors', () => {
    const { report, sent } = setup();
    report('plain text', 'global-error-handler');
    report({ code: 7 }, 'global-error-handler');
    expect(sent.map((r) => r.frontend_error)).toEqual(['plain text', '{"code":7}']);
  });

  it('cuts every field to the contracts limits', () => {
    history.replaceState(null, '', `/${'a'.repeat(3000)}`);
    const { report, sent } = setup();
    report(new Error('x'.repeat(20_000)), 'global-error-handler', { note: 'y'.repeat(9000) });
    const [first] = sent;
    expect(first?.url.length).toBe(frontendErrorLimits.url);
    expect(first?.context?.length).toBe(frontendErrorLimits.context);
    expect(first?.frontend_error.length).toBe(frontendErrorLimits.frontend_error);
  });

  it('swallows a failed report', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const report = createErrorReporter({ send, liveDevEnv: 'live' });
    expect(() => report(new Error('boom'), 'global-error-handler')).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('global error handler', () => {
  it('reports uncaught errors with their source and unhandled rejections', () => {
    const report = vi.fn();
    const uninstall = installGlobalErrorHandler(report);
    const error = new Error('uncaught');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'uncaught',
        filename: 'http://localhost:3000/assets/index-abc.js?v=1',
        lineno: 3,
        colno: 14,
      }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' });
    window.dispatchEvent(rejection);

    expect(report).toHaveBeenCalledWith(error, 'global-error-handler', {
      kind: 'error',
      source: 'http://localhost:3000/assets/index-abc.js:3:14',
    });
    expect(report).toHaveBeenCalledWith('nope', 'global-error-handler', {
      kind: 'unhandledrejection',
    });

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
