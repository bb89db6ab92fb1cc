import { describe, expect, it } from 'vitest';
import { testUser } from '../test-user';
import { actingRenewalStep, isActingForMinor } from './acting';

describe('acting for a minor', () => {
  const expiresAt = Date.parse('2026-03-01T10:15:00Z');
  const minutesBefore = (minutes: number) => expiresAt - minutes * 60_000;

  it('is what user info says with guardian_token_exp', () => {
    expect(isActingForMinor(testUser({ guardian_token_exp: '2026-03-01T10:15:00Z' }))).toBe(true);
    expect(isActingForMinor(testUser())).toBe(false);
    expect(isActingForMinor(null)).toBe(false);
  });

  it('waits until three minutes before the end, then renews for a person who is active', () => {
    const active = minutesBefore(5);
    expect(actingRenewalStep(expiresAt, active, minutesBefore(4))).toBe('wait');
    expect(actingRenewalStep(expiresAt, active, minutesBefore(3))).toBe('renew');
    expect(actingRenewalStep(expiresAt, active, minutesBefore(1))).toBe('renew');
  });

  it('lets acting lapse in an idle tab, which then shows the guardian again', () => {
    const idle = minutesBefore(16);
    expect(actingRenewalStep(expiresAt, idle, minutesBefore(2))).toBe('wait');
    expect(actingRenewalStep(expiresAt, undefined, minutesBefore(2))).toBe('wait');
    expect(actingRenewalStep(expiresAt, idle, expiresAt)).toBe('lapsed');
  });
});
