import { describe, expect, it } from 'vitest';
import { keptTrialEnd, planChangeKind, upgradeQuote } from './plan-changes';

const at = (iso: string) => new Date(iso);

describe('planChangeKind', () => {
  it.each([
    ['core', 'monthly', 'complete', 'monthly', 'upgrade'],
    ['complete', 'monthly', 'core', 'monthly', 'downgrade'],
    ['core-with-ai', 'annual', 'complete', 'annual', 'downgrade'],
    ['core', 'monthly', 'core', 'annual', 'upgrade'],
    // A longer period is an upgrade whatever the plan; a shorter one a downgrade.
    ['complete', 'monthly', 'ai-only', 'annual', 'upgrade'],
    ['core', 'annual', 'complete', 'monthly', 'downgrade'],
    ['core', 'annual', 'core', 'annual', 'same'],
  ] as const)('%s %s to %s %s: %s', (fromClass, fromPeriod, toClass, toPeriod, kind) => {
    expect(
      planChangeKind(
        { sub_class: fromClass, sub_period: fromPeriod },
        { sub_class: toClass, sub_period: toPeriod },
      ),
    ).toBe(kind);
  });
});

describe('upgradeQuote', () => {
  const month = { start: at('2026-11-22T12:00:00Z'), end: at('2026-12-22T12:00:00Z') };

  it('credits the unused days of the old plan against the new one for those days', () => {
    expect(
      upgradeQuote(
        { sub_class: 'core', sub_period: 'monthly' },
        { sub_class: 'complete', sub_period: 'monthly' },
        month,
        at('2026-12-02T12:00:00Z'),
      ),
    ).toEqual({
      unused_days: 20,
      period_days: 30,
      credit_cents: 1333,
      new_plan_cents: 1933,
      charge_cents: 600,
      period_restarts: false,
    });
  });

  it('counts a started day as used', () => {
    const quote = upgradeQuote(
      { sub_class: 'core', sub_period: 'monthly' },
      { sub_class: 'complete', sub_period: 'monthly' },
      month,
      at('2026-12-02T12:00:01Z'),
    );
    expect(quote.unused_days).toBe(19);
  });

  it('charges a whole new year from monthly, less the unused days of the month', () => {
    expect(
      upgradeQuote(
        { sub_class: 'core', sub_period: 'monthly' },
        { sub_class: 'core', sub_period: 'annual' },
        month,
        at('2026-12-02T12:00:00Z'),
      ),
    ).toMatchObject({
      credit_cents: 1333,
      new_plan_cents: 21989,
      charge_cents: 20656,
      period_restarts: true,
    });
  });
});

describe('keptTrialEnd', () => {
  const now = at('2026-12-01T12:00:00Z');
  it('keeps the trial end two days or more ahead', () => {
    expect(keptTrialEnd(at('2026-12-03T12:00:00Z'), now)).toEqual(at('2026-12-03T12:00:00Z'));
  });
  it('keeps nothing closer than that, nor without a trial', () => {
    expect(keptTrialEnd(at('2026-12-03T11:59:59Z'), now)).toBeNull();
    expect(keptTrialEnd(null, now)).toBeNull();
  });
});
