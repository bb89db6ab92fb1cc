import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactSecrets } from './logging';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const { logger } = loggerOptions('info', stream);
  return { log: pino(logger as pino.LoggerOptions, stream), lines };
}

describe('log lines', () => {
  it('never carry a secret field one level down, and leave the logged object as it was', () => {
    const { log, lines } = capturingLogger();
    const body = { email: 'a@example.org', password: 'hunter2', mfa_code: '123456' };
    log.info({ body, card: { card_number: '4242', cvc: '123' }, note: 'kept' }, 'sign-in');
    expect(lines[0]).toMatchObject({
      body: { email: 'a@example.org', password: '[redacted]', mfa_code: '[redacted]' },
      card: { card_number: '[redacted]', cvc: '[redacted]' },
      note: 'kept',
    });
    expect(body.password).toBe('hunter2');
  });

  it('log a request by method and path only', () => {
    const { log, lines } = capturingLogger();
    const req = { method: 'POST', url: '/reset?token=abc', headers: { cookie: 'orchid_access=x' } };
    log.info({ req }, 'request completed');
    expect(lines[0]?.req).toEqual({ method: 'POST', url: '/reset?[redacted]' });
  });

  it('log a reply by its status, and headers logged elsewhere without cookies', () => {
    const { log, lines } = capturingLogger();
    const headers = { cookie: 'orchid_access=x', authorization: 'Bearer y', accept: '*/*' };
    log.info({ headers, res: { statusCode: 200, headers: { 'set-cookie': 'z' } } }, 'line');
    expect(lines[0]?.headers).toEqual({
      cookie: '[redacted]',
      authorization: '[redacted]',
      accept: '*/*',
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/orchid_access=x|Bearer y/);
  });

  it('hand back an object without secrets untouched', () => {
    const object = { req: { method: 'GET' }, responseTime: 1 };
    expect(redactSecrets(object)).toBe(object);
  });
});
