import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api/api-error';
import { serverFieldError } from './server-field-error';

const invalid = (loc: string[], msg: string) => new ApiError(422, { detail: [{ msg, loc }] });
const fields = { password: 'password', last_name: 'lastName' } as const;

describe('server field errors', () => {
  it('places a 422 about a known field under that field', () => {
    expect(
      serverFieldError(invalid(['body', 'user_in', 'password'], 'Too common.'), fields),
    ).toEqual({ field: 'password', message: 'Too common.' });
    expect(
      serverFieldError(invalid(['body', 'orchid_pro_in', 'last_name'], 'Please enter it'), fields),
    ).toEqual({ field: 'lastName', message: 'Please enter it' });
  });

  it('leaves sentences, other fields and other failures to the alert', () => {
    expect(serverFieldError(new ApiError(400, { detail: 'Email taken' }), fields)).toBeUndefined();
    expect(
      serverFieldError(invalid(['body', 'user_in', 'invite_code'], 'Too long'), fields),
    ).toBeUndefined();
    expect(serverFieldError(new Error('boom'), fields)).toBeUndefined();
  });
});
