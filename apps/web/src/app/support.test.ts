import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail, supportMailto } from './support';

describe('support address', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="support-email"]')?.remove();
  });

  it('is support@ the host by default', () => {
    expect(supportEmail()).toBe(`support@${window.location.hostname.replace(/^www\./, '')}`);
  });

  it('is the configured address when index.html names one', () => {
    const meta = document.createElement('meta');
    meta.name = 'support-email';
    meta.content = ' help@clinic.example ';
    document.head.append(meta);
    expect(supportEmail()).toBe('help@clinic.example');
    expect(supportMailto('Help signing in')).toBe(
      'mailto:help@clinic.example?subject=Help%20signing%20in',
    );
  });
});
