import { describe, expect, it } from 'vitest';
import { httpUrl, text, unsafeTextMessage } from './text';

describe('text', () => {
  it('accepts ordinary text, emoji and right-to-left marks', () => {
    for (const value of ['Sam', 'Ana 🌿', '\u200fשלום', '']) {
      expect(text().parse(value)).toBe(value);
    }
  });

  it('refuses NUL and lone surrogates with one message', () => {
    for (const value of ['a\u0000b', '\ud800', 'x\udfffy']) {
      const result = text().trim().max(50).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([unsafeTextMessage]);
    }
  });
});

describe('httpUrl', () => {
  it('accepts http and https links', () => {
    expect(httpUrl().parse(' https://meet.example.com/room ')).toBe(
      'https://meet.example.com/room',
    );
    expect(httpUrl().parse('http://example.com')).toBe('http://example.com');
  });

  it('refuses other schemes and non-links', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'meet',
    ]) {
      expect(httpUrl().safeParse(value).success).toBe(false);
    }
  });
});
