import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    'Password123!',
    'P@ssw0rd2024!',
    'Welcome123!!',
    '!!Qwerty123456',
    'Sunshine#2026',
    'Iloveyou1234!',
    '1qaz2wsx',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Tangerine-Kite-48!', 'correct-Horse-7!battery', 'Vb7#kQ2m!xPz'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
