import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, TestBrowser } from '../../test/browser';
import { sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { arrangePro, type Pro, runJobs } from '../directory/directory-fixtures';
import { refreshListing } from '../directory/listing';
import { isListed } from '../directory/repo';
import { subscriptions } from '../subscriptions/tables';

// Who clients may book is who the directory may list (scheduling/professional.ts): signed up,
// approved, with platform access. A professional who is not approved, or whose trial lapsed,
// is neither listed nor bookable through any of the calls that book.

let t: TestApp;
let approved: Pro;
let unapproved: Pro;
let lapsed: Pro;
let member: TestBrowser;

// The clock stands on Sunday 22 November 2026; weekday mornings in New York are free time.
const MONDAY_MORNING = '2026-11-23T14:00:00.000Z';
const TUESDAY_MORNING = '2026-11-24T14:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  approved = await arrangePro(t, { email: 'book-approved@example.org', name: ['Ada', 'Able'] });
  unapproved = await arrangePro(t, {
    email: 'book-unapproved@example.org',
    name: ['Una', 'Waiting'],
    approved: false,
  });
  lapsed = await arrangePro(t, { email: 'book-lapsed@example.org', name: ['Lee', 'Lapsed'] });
  for (const pro of [approved, unapproved, lapsed]) {
    const group = sessionTypeBody({ label: 'Circle', kind: 'group', seats: 3, price: 40 });
    const res = await pro.browser.post('/api/scheduler/v1/appointment_types/', group);
    expect(res.statusCode, res.body).toBe(201);
  }
  await runJobs(t);
  // The lapsed one's trial ended yesterday.
  const yesterday = new Date(t.clock.now().getTime() - 24 * 60 * 60_000);
  await t.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: yesterday })
    .where(eq(subscriptions.userId, lapsed.sub));
  await refreshListing(t.accounts, lapsed.sub);
  const client = await registerConfirmed(t, { email: 'book-member@example.org', type: 'member' });
  await t.database.db
    .update(users)
    .set({ signupFormFinished: true })
    .where(eq(users.id, client.sub));
  member = client.browser;
}, 90_000);
afterAll(() => t.close());

const anonymous = () => new TestBrowser(t.app);

/** Every call that books, or shows what may be booked, with the professional. */
async function bookingCalls(pro: Pro) {
  const bookingOf = { orchid_pro_cognito_sub: pro.sub, appointment_type_label: 'Regular session' };
  return {
    types: await anonymous().get(`/api/scheduler/v1/appointment_types/${pro.sub}`),
    timeslots: await anonymous().get(
      `/api/scheduler/v1/timeslots/${pro.sub}?from=2026-11-23&to=2026-11-27`,
    ),
    hold: await member.post('/api/scheduler/v1/timeslot_patient/books_availability', {
      ...bookingOf,
      timeslot_length_minute: 50,
      timeslot_datetime_start: MONDAY_MORNING,
    }),
    coupon: await anonymous().post('/api/scheduler/v1/payment/appointment_coupon_discount', {
      ...bookingOf,
      coupon_name: 'WELCOME',
    }),
    group: await pro.browser.post('/api/scheduler/v1/group_sessions/series', {
      appointment_type_label: 'Circle',
      title: 'A support circle',
      description: 'A small group.',
      first_meeting_start: TUESDAY_MORNING,
      repeat_rule: 'FREQ=WEEKLY;COUNT=2',
    }),
  };
}

describe('a professional clients may book', () => {
  it('is listed, and their free time, a hold and a group are open', async () => {
    expect(await isListed(t.database.db, approved.sub)).toBe(true);
    const calls = await bookingCalls(approved);
    expect(calls.types.statusCode, calls.types.body).toBe(200);
    expect(calls.timeslots.statusCode, calls.timeslots.body).toBe(200);
    expect(calls.hold.statusCode, calls.hold.body).toBe(201);
    // No such coupon: the refusal comes after the professional was found.
    expect(calls.coupon.json().code, calls.coupon.body).not.toBe('scheduling.professionalNotFound');
    expect(calls.group.statusCode, calls.group.body).toBe(201);
  });
});

describe('free time', () => {
  it('lists no group session type among the one-on-one times, even when asked by name', async () => {
    const all = await anonymous().get(
      `/api/scheduler/v1/timeslots/${approved.sub}?from=2026-11-23&to=2026-11-27`,
    );
    const labels = new Set(
      (all.json().timeslots as { appointmentType: { label: string } }[]).map(
        (slot) => slot.appointmentType.label,
      ),
    );
    expect(labels.has('Regular session')).toBe(true);
    expect(labels.has('Circle')).toBe(false);
    const named = await anonymous().get(
      `/api/scheduler/v1/timeslots/${approved.sub}?from=2026-11-23&to=2026-11-27&appointment_type_label=Circle`,
    );
    expect(named.json().timeslots).toEqual([]);
  });
});

describe.each([
  ['not approved', () => unapproved],
  ['whose trial lapsed', () => lapsed],
])('a professional %s', (_, pro) => {
  it('is not listed', async () => {
    expect(await isListed(t.database.db, pro().sub)).toBe(false);
  });

  it('cannot be booked through the API', async () => {
    const calls = await bookingCalls(pro());
    for (const [call, res] of Object.entries(calls)) {
      if (call === 'group') continue;
      expect(res.statusCode, `${call}: ${res.body}`).toBe(404);
      expect(res.json().code, call).toBe('scheduling.professionalNotFound');
    }
    // Publishing a group is refused too (by the plan guard when access ended).
    expect(calls.group.statusCode, calls.group.body).toBeGreaterThanOrEqual(400);
    expect(calls.group.statusCode).toBeLessThan(500);
  });
});
