import { SessionTypeInputSchema } from '@orchid/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import {
  cancellationInWords,
  newSessionTypeValues,
  seatsFor,
  sessionTypeFacts,
  sessionTypeForCheck,
} from './session-type-values';

const type = {
  label: 'Regular session',
  length_minutes: 50,
  price: 150,
  kind: 'one_on_one' as const,
  seats: null,
  session_location_type: 'telehealth' as const,
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'flat' as const, amount: 40 },
  bookable_online: true,
};

describe('a session type in the form', () => {
  it('passes empty number fields to the contract as missing', () => {
    const result = SessionTypeInputSchema.safeParse(
      sessionTypeForCheck({ ...newSessionTypeValues(), label: 'Intake' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', 'Field required'],
    ]);
  });

  it('is the contract’s body once filled in, with no fee amount without a fee', () => {
    const values = { ...newSessionTypeValues(), label: 'Intake', price: 90 };
    values.cancellation_fee = { type: 'none', amount: '' };
    expect(SessionTypeInputSchema.parse(sessionTypeForCheck(values))).toMatchObject({
      label: 'Intake',
      price: 90,
      cancellation_fee: { type: 'none', amount: 0 },
    });
  });

  it('gives groups seats, two to start with, and one-on-one sessions none', () => {
    expect(seatsFor('group', null)).toBe(2);
    expect(seatsFor('group', 8)).toBe(8);
    expect(seatsFor('one_on_one', 8)).toBeNull();
  });
});

describe('a session type in words', () => {
  it('says the late-cancellation fee, flat or a percent of the price', () => {
    expect(cancellationInWords(type)).toBe('Cancelling less than 1 day ahead costs $40.00');
    expect(
      cancellationInWords({
        ...type,
        cancellation_limit_hours: 36,
        cancellation_fee: { type: 'percent', amount: 50 },
      }),
    ).toBe('Cancelling less than 36 hours ahead costs 50% of the price ($75.00)');
    expect(cancellationInWords({ ...type, cancellation_fee: { type: 'none', amount: 0 } })).toBe(
      'Free to cancel',
    );
    expect(cancellationInWords({ ...type, cancellation_limit_hours: 0 })).toBe('Free to cancel');
  });

  it('lists its facts', () => {
    expect(
      sessionTypeFacts({ ...type, kind: 'group', seats: 6, price: 0, bookable_online: false }),
    ).toEqual([
      '50 minutes',
      'Free',
      'Group, 6 seats',
      'Telehealth',
      'Cancelling less than 1 day ahead costs $40.00',
      'Only your practice books it',
    ]);
  });
});
