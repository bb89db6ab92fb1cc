import { describe, expect, it } from 'vitest';
import { dayBounds } from './audit-days';

describe('the audit search’s day bounds', () => {
  it('runs a day from midnight to its last instant in the professional’s zone', () => {
    expect(dayBounds('2026-03-02', '2026-03-02', 'America/New_York')).toEqual({
      from: '2026-03-02T05:00:00.000Z',
      to: '2026-03-03T04:59:59.999Z',
    });
    expect(dayBounds('2026-03-02', '2026-03-04', 'Asia/Tokyo')).toEqual({
      from: '2026-03-01T15:00:00.000Z',
      to: '2026-03-04T14:59:59.999Z',
    });
  });

  it('is the same day whatever zone the browser is in', () => {
    // The test runner's own zone does not enter: only the zone passed in.
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(dayBounds('2026-07-01', '', 'Europe/Berlin')).toEqual({
        from: '2026-06-30T22:00:00.000Z',
      });
    } finally {
      process.env.TZ = before;
    }
  });

  it('follows daylight-saving days: 23 hours in spring, 25 in autumn', () => {
    const spring = dayBounds('2026-03-08', '2026-03-08', 'America/New_York');
    expect(spring).toEqual({ from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T03:59:59.999Z' });
    const autumn = dayBounds('2026-11-01', '2026-11-01', 'America/New_York');
    expect(autumn).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T04:59:59.999Z' });
  });

  it('leaves out a day not chosen, or not a whole date', () => {
    expect(dayBounds('', '', 'UTC')).toEqual({});
    expect(dayBounds('2026-02-30', '2026-1-5', 'UTC')).toEqual({});
    expect(dayBounds('', '2026-12-31', 'UTC')).toEqual({ to: '2026-12-31T23:59:59.999Z' });
  });
});
