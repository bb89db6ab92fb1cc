import { describe, expect, it } from 'vitest';
import { defangForMail } from './defang';

describe('defangForMail', () => {
  it.each([
    [
      'Verify your card at https://pay-here.example/card',
      'Verify your card at hxxps[://]pay-here[.]example/card',
    ],
    ['HTTP://Evil.Example', 'hxxp[://]Evil[.]Example'],
    ['see www.pay-here.example now', 'see www[.]pay-here[.]example now'],
    ['bare pay-here.com domain', 'bare pay-here[.]com domain'],
    ['write to help@pay-here.example', 'write to help@pay-here[.]example'],
    ['mailto:help@x.example', 'mailto[:]help@x[.]example'],
    ['ftp://files.example/x', 'ftp[://]files[.]example/x'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    ['open 10.0.0.1 please', 'open 10[.]0[.]0[.]1 please'],
    ['Café-thérapie.fr', 'Café-thérapie[.]fr'],
  ])('makes %j inert', (input, output) => {
    expect(defangForMail(input)).toBe(output);
  });

  it.each([
    'Regular session',
    'Intake (50 min), e.g. first visit',
    'Dr. Ada Kim',
    'Note: bring forms',
    'Session at 10:30, fee $12.50',
    'Couples & family',
  ])('leaves %j as it is', (input) => {
    expect(defangForMail(input)).toBe(input);
  });

  it('escapes for HTML after defanging', () => {
    expect(defangForMail('<a href="https://x.example">Pay</a>', 'html')).toBe(
      '&lt;a href=&quot;hxxps[://]x[.]example&quot;&gt;Pay&lt;/a&gt;',
    );
  });
});
