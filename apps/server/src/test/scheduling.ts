import { DEFAULT_AVAILABILITY } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../modules/accounts/tables';
import { ownerOnTrial } from './callers';
import type { TestApp } from './test-app';

/** A session type's body as the API takes it: one-on-one, telehealth, bookable, no fee. */
export const sessionTypeBody = (overrides: Record<string, unknown> = {}) => ({
  label: 'Regular session',
  length_minutes: 50,
  price: 150,
  kind: 'one_on_one',
  seats: null,
  session_location_type: 'telehealth',
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'none', amount: 0 },
  bookable_online: true,
  ...overrides,
});

/** The default hours (weekdays 09:00-17:00 in New York) with no notice, 90 days ahead. */
export const weekdayHours = {
  ...DEFAULT_AVAILABILITY,
  min_notice_minutes: 0,
  booking_window_days: 90,
};

/** A professional on the Core trial, approved and done signing up: clients see their free time. */
export async function onboardedProfessional(t: TestApp, email: string) {
  const owner = await ownerOnTrial(t, email);
  await t.database.db
    .update(users)
    .set({ signupFormFinished: true })
    .where(eq(users.id, owner.sub));
  return owner;
}

/**
 * An onboarded professional open on `weekdayHours`: the practice the booking tests share, with
 * the session types given (bodies as `sessionTypeBody` makes them).
 */
export async function practiceWithHours(
  t: TestApp,
  email: string,
  sessionTypes: Record<string, unknown>[] = [],
) {
  const owner = await onboardedProfessional(t, email);
  const saved = await owner.browser.put('/api/scheduler/v1/availability', weekdayHours);
  if (saved.statusCode !== 200) throw new Error(`saving hours failed: ${saved.body}`);
  for (const body of sessionTypes) {
    const res = await owner.browser.post('/api/scheduler/v1/appointment_types/', body);
    if (res.statusCode !== 201) throw new Error(`adding a session type failed: ${res.body}`);
  }
  return owner;
}
