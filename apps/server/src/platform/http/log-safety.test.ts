import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeErrorForLog, pathForLog } from './log-safety';

describe('describeErrorForLog', () => {
  it('keeps only codes of a database error, never its SQL or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_key',
      detail: 'Key (email)=(alice@example.org) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into users (email, password) values ($1, $2)',
      ['alice@example.org', 'S3cret!pass'],
      cause,
    );
    const described = describeErrorForLog(error);
    expect(described).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      table: 'users',
      constraint: 'users_email_key',
    });
    expect(JSON.stringify(described)).not.toMatch(/alice|S3cret|insert into/);
  });

  it('describes other errors by name and message', () => {
    expect(describeErrorForLog(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

describe('pathForLog', () => {
  it('drops query strings, which can hold tokens', () => {
    expect(pathForLog('/confirm-email?token=abc')).toBe('/confirm-email?[redacted]');
    expect(pathForLog('/api/x')).toBe('/api/x');
  });
});
