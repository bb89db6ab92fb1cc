import { describe, expect, it } from 'vitest';
import { repeatEndProblem, repeatInWords, repeatRuleOf } from './repeat-rule';

describe('repeatRuleOf', () => {
  it('gives no rule for one session', () => {
    expect(repeatRuleOf({ frequency: 'none', end: { kind: 'count', count: 5 } })).toBeNull();
  });

  it('counts weekly, every two weeks and monthly sessions', () => {
    expect(repeatRuleOf({ frequency: 'weekly', end: { kind: 'count', count: 4 } })).toBe(
      'FREQ=WEEKLY;COUNT=4',
    );
    expect(repeatRuleOf({ frequency: 'biweekly', end: { kind: 'count', count: 6 } })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;COUNT=6',
    );
    expect(repeatRuleOf({ frequency: 'monthly', end: { kind: 'count', count: 3 } })).toBe(
      'FREQ=MONTHLY;COUNT=3',
    );
  });

  it('ends on a date as UNTIL at the start of that day, in UTC', () => {
    expect(repeatRuleOf({ frequency: 'monthly', end: { kind: 'until', date: '2027-03-01' } })).toBe(
      'FREQ=MONTHLY;UNTIL=20270301T000000Z',
    );
  });
});

describe('repeatEndProblem', () => {
  it('asks for 2 to 100 sessions', () => {
    const weekly = (count: number) =>
      repeatEndProblem({ frequency: 'weekly', end: { kind: 'count', count } }, '2026-12-07');
    expect(weekly(1)).toBe('Repeat at least 2 times.');
    expect(weekly(2)).toBeUndefined();
    expect(weekly(100)).toBeUndefined();
    expect(weekly(101)).toBe('A series can have at most 100 sessions.');
  });

  it('asks for an end date after the first session', () => {
    const until = (date: string) =>
      repeatEndProblem({ frequency: 'weekly', end: { kind: 'until', date } }, '2026-12-07');
    expect(until('')).toBe('Choose the date of the last session.');
    expect(until('2026-12-07')).toBe('The series must end after its first session.');
    expect(until('2027-01-04')).toBeUndefined();
  });

  it('has nothing to say of one session', () => {
    expect(repeatEndProblem({ frequency: 'none', end: { kind: 'count', count: 0 } }, '')).toBe(
      undefined,
    );
  });
});

describe('repeatInWords', () => {
  it('says how often and how long', () => {
    expect(repeatInWords({ frequency: 'weekly', end: { kind: 'count', count: 4 } })).toBe(
      'Weekly, 4 sessions',
    );
    expect(
      repeatInWords({ frequency: 'biweekly', end: { kind: 'until', date: '2027-01-04' } }),
    ).toBe('Every two weeks until 2027-01-04');
    expect(repeatInWords({ frequency: 'none', end: { kind: 'count', count: 1 } })).toBe(
      'One session',
    );
  });
});
