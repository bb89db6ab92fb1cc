import { describe, expect, it } from 'vitest';
import { dobProblem, todayForZone } from './date-of-birth';
import { memberMessages } from './members';
import { professionalMessages } from './professionals';

describe('dobProblem: the date-of-birth rules of web and server', () => {
  const today = '2026-11-24';

  it('asks for a real date that is not in the future', () => {
    expect(dobProblem(' ', 'member', today)).toBe(memberMessages.dob);
    expect(dobProblem('2/30/2000', 'member', today)).toBe(memberMessages.invalidDob);
    expect(dobProblem('2026-11-25', 'member', today)).toBe(memberMessages.futureDob);
    expect(dobProblem('2026-11-25', 'professional', today)).toBe(professionalMessages.futureDob);
  });

  it('lets members register from 13 and professionals from 18, on the birthday itself', () => {
    expect(dobProblem('2013-11-25', 'member', today)).toBe(memberMessages.tooYoung);
    expect(dobProblem('2013-11-24', 'member', today)).toBeUndefined();
    expect(dobProblem('11/25/2008', 'professional', today)).toBe(professionalMessages.tooYoung);
    expect(dobProblem('11/24/2008', 'professional', today)).toBeUndefined();
  });

  it('keeps minors under 18', () => {
    expect(dobProblem('2008-11-24', 'minor', today)).toBe(memberMessages.minorNotMinor);
    expect(dobProblem('2008-11-25', 'minor', today)).toBeUndefined();
    expect(dobProblem('2020-01-01', 'minor', today)).toBeUndefined();
  });

  it("judges by the person's own today: 13 in Kiritimati a day before Los Angeles", () => {
    const now = new Date('2026-11-24T10:30:00Z');
    const dob = '2013-11-25';
    expect(dobProblem(dob, 'member', todayForZone('Pacific/Kiritimati', now))).toBeUndefined();
    expect(dobProblem(dob, 'member', todayForZone('America/Los_Angeles', now))).toBe(
      memberMessages.tooYoung,
    );
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    expect(todayForZone(undefined, now)).toBe('2026-11-24');
    expect(todayForZone('Not/AZone', now)).toBe('2026-11-24');
  });
});
