import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed } from '../../test/browser';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { createInvite, professionalsOfMember } from '../care-invitations/service';
import { bookingHolds } from './tables';

// books_availability's invite_code (spec §7): a live invite of the practice booked makes the
// member its client; any other code is refused and nothing is held.
let t: TestApp;
let owner: { sub: string };
let other: { sub: string };
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T12:00:00Z'));
  const practice = await practiceWithHours(t, 'invite-booking-owner@example.org');
  await practice.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
  owner = practice;
  other = await practiceWithHours(t, 'invite-booking-other@example.org');
}, 60_000);
afterAll(() => t.close());

async function member() {
  const who = await registerConfirmed(t, {
    email: `invite-booking-member${++n}@example.org`,
    type: 'member',
  });
  await t.database.db.update(users).set({ signupFormFinished: true }).where(eq(users.id, who.sub));
  return who;
}
const booking = (start: string, invite_code?: string) => ({
  timeslot_length_minute: 50,
  timeslot_datetime_start: start,
  orchid_pro_cognito_sub: owner.sub,
  appointment_type_label: 'Regular session',
  ...(invite_code !== undefined && { invite_code }),
});
const BOOK = '/api/scheduler/v1/timeslot_patient/books_availability';
const holdsOf = async (patientUserId: string) =>
  t.database.db.select().from(bookingHolds).where(eq(bookingHolds.patientUserId, patientUserId));

describe('books_availability with an invite_code', () => {
  it('makes the member a client of the inviting practice', async () => {
    const code = await createInvite(t.accounts, { professionalUserId: owner.sub, kind: 'invite' });
    const who = await member();
    const held = await who.browser.post(BOOK, booking('2026-11-23T14:00:00Z', code));
    expect(held.statusCode).toBe(201);
    expect(await professionalsOfMember(t.accounts, who.sub)).toEqual([
      { professionalUserId: owner.sub, source: 'invite' },
    ]);
  });

  it("refuses an unknown code or another practice's, holding nothing", async () => {
    const othersCode = await createInvite(t.accounts, {
      professionalUserId: other.sub,
      kind: 'invite',
    });
    for (const code of ['made-up-code', othersCode]) {
      const who = await member();
      const refused = await who.browser.post(BOOK, booking('2026-11-24T14:00:00Z', code));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('careInvitations.badInvite');
      expect(await holdsOf(who.sub)).toEqual([]);
      expect(await professionalsOfMember(t.accounts, who.sub)).toEqual([]);
    }
  });

  it('books without a code (empty or left out) as before', async () => {
    const who = await member();
    expect((await who.browser.post(BOOK, booking('2026-11-25T14:00:00Z', ''))).statusCode).toBe(
      201,
    );
    expect((await who.browser.post(BOOK, booking('2026-11-26T14:00:00Z'))).statusCode).toBe(201);
  });
});
