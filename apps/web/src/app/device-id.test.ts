import { afterEach, describe, expect, it } from 'vitest';
import { ensureDeviceId, randomDeviceId } from './device-id';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('orchid_device_id='))
    ?.slice('orchid_device_id='.length);

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test uses document.cookie too.
  document.cookie = cookie;
}

describe('device id', () => {
  afterEach(() => {
    localStorage.clear();
    setCookie('orchid_device_id=; path=/; max-age=0');
  });

  it('is 16 random alphanumeric characters', () => {
    const ids = Array.from({ length: 50 }, randomDeviceId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('creates an id and keeps it in local storage and the cookie', () => {
    const id = ensureDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(localStorage.getItem('orchid_device_id')).toBe(id);
    expect(cookieValue()).toBe(id);
    expect(ensureDeviceId()).toBe(id);
  });

  it('reuses the id from local storage', () => {
    localStorage.setItem('orchid_device_id', 'AbCdEfGh12345678');
    expect(ensureDeviceId()).toBe('AbCdEfGh12345678');
    expect(cookieValue()).toBe('AbCdEfGh12345678');
  });

  it('restores local storage from the cookie', () => {
    setCookie('orchid_device_id=ZZZZyyyy00001111; path=/');
    expect(ensureDeviceId()).toBe('ZZZZyyyy00001111');
    expect(localStorage.getItem('orchid_device_id')).toBe('ZZZZyyyy00001111');
  });

  it('replaces an invalid id', () => {
    localStorage.setItem('orchid_device_id', 'not valid!');
    const id = ensureDeviceId();
    expect(id).not.toBe('not valid!');
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(localStorage.getItem('orchid_device_id')).toBe(id);
  });
});
