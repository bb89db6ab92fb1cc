import { afterEach, describe, expect, it } from 'vitest';
import { contactHref, operatorClaimsHipaa, operatorContact, operatorName } from './operator';

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

describe('the operator', () => {
  afterEach(() => {
    for (const name of ['operator-name', 'operator-contact', 'support-email', 'hipaa-claims']) {
      document.head.querySelector(`meta[name="${name}"]`)?.remove();
    }
  });

  it('is named and reached as the server wrote into index.html', () => {
    setMeta('operator-name', ' Lakeside Care Cooperative ');
    setMeta('operator-contact', 'privacy@lakeside.example');
    expect(operatorName()).toBe('Lakeside Care Cooperative');
    expect(operatorContact()).toBe('privacy@lakeside.example');
  });

  it('has no name when none is set, and is reached through support', () => {
    setMeta('operator-name', '');
    setMeta('support-email', 'help@clinic.example');
    expect(operatorName()).toBeUndefined();
    expect(operatorContact()).toBe('help@clinic.example');
  });

  it('claims HIPAA compliance only when the server says the operator does', () => {
    expect(operatorClaimsHipaa()).toBe(false);
    setMeta('hipaa-claims', '');
    expect(operatorClaimsHipaa()).toBe(false);
    document.head.querySelector('meta[name="hipaa-claims"]')?.remove();
    setMeta('hipaa-claims', 'true');
    expect(operatorClaimsHipaa()).toBe(true);
  });

  it('links an e-mail contact, and shows any other contact as text', () => {
    expect(contactHref('privacy@lakeside.example')).toBe('mailto:privacy@lakeside.example');
    expect(contactHref('Lakeside Care, 1 Main St, Albany NY')).toBeUndefined();
  });
});
