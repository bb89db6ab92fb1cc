import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  InstantSchema,
  instantMessages,
  SESSION_HOURS_MAX,
  sessionSpanProblem,
} from './instants';

describe('the dates the API takes', () => {
  it('are instants from 1900 up to the end of 2199', () => {
    expect(InstantSchema.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    expect(InstantSchema.safeParse('2199-12-31T23:59:59-05:00').success).toBe(false);
    expect(InstantSchema.safeParse('2199-12-31T18:59:59-05:00').success).toBe(true);
    for (const odd of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '9999-12-31T23:59:59Z']) {
      const parsed = InstantSchema.safeParse(odd);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(instantMessages.outOfRange);
    }
  });

  it('are calendar days in the same years', () => {
    const day = calendarDateSchema('Not a day');
    expect(day.safeParse('2026-02-28').success).toBe(true);
    expect(day.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Not a day');
    expect(day.safeParse('0000-01-01').error?.issues.map((i) => i.message)).toContain(
      instantMessages.outOfRange,
    );
    expect(day.safeParse('9999-12-31').success).toBe(false);
  });

  it('give a session at most 24 hours, ending after it starts', () => {
    const start = '2026-11-30T14:00:00Z';
    const at = (hours: number) => new Date(Date.parse(start) + hours * 3_600_000).toISOString();
    expect(sessionSpanProblem(start, at(SESSION_HOURS_MAX), 'after')).toBeUndefined();
    expect(sessionSpanProblem(start, at(SESSION_HOURS_MAX + 0.01), 'after')).toBe(
      instantMessages.sessionTooLong,
    );
    expect(sessionSpanProblem(start, start, 'after')).toBe('after');
  });
});
