import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  arrangePro,
  emptyDirectoryProfile,
  type Pro,
  runJobs,
  weekdayMornings,
} from './directory-fixtures';
import { DAILY_CHECK_JOB, SWEEP_JOB } from './jobs';
import { isListed } from './repo';

// The directory on a real database: who is listed, every filter, the sorts and paging, the
// public pages and the directory profile (photos: photo.int.test.ts).

let t: TestApp;
let therapist: Pro;
let psychiatrist: Pro;
const unlisted: Record<string, Pro> = {};
const SEARCH = '/api/users/v1/directory';
const PROFILE = '/api/users/v1/orchid_pro/directory_profile';
const therapistProfile = {
  biography: 'I help adults with anxiety and panic.',
  approaches: ['Cognitive Behavioral Therapy (CBT)'],
  issues_treated: ['ADHD'],
  languages: ['English', 'Spanish'],
  insurance_accepted: ['Aetna'],
  gender_identity: 'Woman',
  custom_url: 'mina-okafor',
};

beforeAll(async () => {
  t = await createTestApp();
  therapist = await arrangePro(t, {
    email: 'dir-therapist@example.org',
    name: ['Mina', 'Okafor'],
    licenseStates: ['NY', 'NJ'],
    sessionType: { price: 120 },
    profile: therapistProfile,
  });
  psychiatrist = await arrangePro(t, {
    email: 'dir-psychiatrist@example.org',
    name: ['Victor', 'Lindqvist'],
    type: { type: 'physician', specialty: 'psychiatry' },
    licenseStates: ['CA'],
    sessionType: { price: 300, session_location_type: 'in-person', label: 'Evaluation' },
    // Afternoons only from Wednesday: his first free time is later than hers.
    hours: {
      ...weekdayMornings('America/Los_Angeles'),
      weekly: [3, 4].map((weekday) => ({
        weekday,
        start: '13:00',
        end: '17:00',
        office_location_id: null,
      })),
    },
    profile: { languages: ['English'], gender_identity: 'Man' },
  });
  unlisted.unapproved = await arrangePro(t, {
    email: 'dir-unapproved@example.org',
    name: ['Una', 'Approved'],
    approved: false,
  });
  unlisted.optedOut = await arrangePro(t, {
    email: 'dir-optout@example.org',
    name: ['Otto', 'Out'],
    profile: { listed: false },
  });
  unlisted.notBookable = await arrangePro(t, {
    email: 'dir-notbookable@example.org',
    name: ['Nora', 'Bookless'],
    sessionType: { bookable_online: false },
  });
  unlisted.noFreeTime = await arrangePro(t, {
    email: 'dir-busy@example.org',
    name: ['Bea', 'Busy'],
    hours: { ...weekdayMornings(), weekly: [] },
  });
  await runJobs(t);
}, 90_000);
afterAll(() => t.close());

const anonymous = () => new TestBrowser(t.app);
const search = async (query = '') => {
  const res = await anonymous().get(`${SEARCH}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: { sub: string; display_name: string }[]; total: number };
};
const subs = async (query = '') => (await search(query)).results.map((r) => r.sub);

describe('who is listed', () => {
  it('lists approved professionals with access, a bookable type and free time, and no one else', async () => {
    expect(await subs()).toEqual([therapist.sub, psychiatrist.sub]);
    for (const pro of Object.values(unlisted)) {
      expect(await isListed(t.database.db, pro.sub)).toBe(false);
    }
  });

  it('shows what clients choose by in each result', async () => {
    const [first] = (await search()).results;
    expect(first).toEqual({
      sub: therapist.sub,
      custom_url: 'mina-okafor',
      display_name: 'Mina Okafor',
      credentials: 'LCSW',
      photo_url: null,
      states_licensed: ['NJ', 'NY'],
      specialties: ['Therapist'],
      price_min: 120,
      price_max: 120,
      // Monday 23 November 2026 at 09:00 in New York: the first morning after the clock's now.
      next_available: '2026-11-23T14:00:00.000Z',
      telehealth: true,
      in_person: false,
      city: null,
    });
  });

  it('drops a professional who opts out, and lists them again when they opt in', async () => {
    const profile = { ...emptyDirectoryProfile, ...therapistProfile, listed: false };
    expect((await therapist.browser.put(PROFILE, profile)).statusCode).toBe(200);
    await runJobs(t);
    expect(await subs()).toEqual([psychiatrist.sub]);
    await therapist.browser.put(PROFILE, { ...profile, listed: true });
    await runJobs(t);
    expect(await subs()).toEqual([therapist.sub, psychiatrist.sub]);
  });

  it('lists a professional once their session type is made bookable online', async () => {
    const pro = unlisted.notBookable as Pro;
    const [type] = (await pro.browser.get('/api/scheduler/v1/appointment_types/')).json()
      .appointment_types;
    const path = `/api/scheduler/v1/appointment_types/${type.appointment_type_id}`;
    const bookable = await pro.browser.put(path, sessionTypeBody({ bookable_online: true }));
    expect(bookable.statusCode, bookable.body).toBe(200);
    await runJobs(t);
    expect(await isListed(t.database.db, pro.sub)).toBe(true);
    await pro.browser.put(path, sessionTypeBody({ bookable_online: false }));
    await runJobs(t);
    expect(await isListed(t.database.db, pro.sub)).toBe(false);
  });
});

describe('filters', () => {
  it.each([
    ['state=NY', 'therapist'],
    ['state=CA', 'psychiatrist'],
    ['state=TX', ''],
    ['specialty=therapist', 'therapist'],
    ['specialty=psychiatrist', 'psychiatrist'],
    ['specialty=psychologist', ''],
    ['specialty=professional', 'therapist psychiatrist'],
    ['insurance=Aetna', 'therapist'],
    ['language=Spanish', 'therapist'],
    ['language=English', 'therapist psychiatrist'],
    ['issue=ADHD', 'therapist'],
    ['approach=Cognitive%20Behavioral%20Therapy%20(CBT)', 'therapist'],
    ['format=telehealth', 'therapist'],
    ['format=in-person', 'psychiatrist'],
    ['max_price=120', 'therapist'],
    ['max_price=119', ''],
    ['gender_identity=Man', 'psychiatrist'],
    ['available_within_days=1', ''],
    ['available_within_days=2', 'therapist'],
    ['available_within_days=7', 'therapist psychiatrist'],
    ['q=okafor', 'therapist'],
    ['q=okafr', 'therapist'],
    ['q=anxi', 'therapist'],
    ['q=psychiatry', 'psychiatrist'],
    ['q=lindqvist%20victor', 'psychiatrist'],
    ['q=%27%20or%201%3D1%20--', ''],
    ['state=NY&language=English&format=telehealth', 'therapist'],
  ])('%s', async (query, expected) => {
    const who = { therapist: therapist.sub, psychiatrist: psychiatrist.sub };
    const want = expected ? expected.split(' ').map((k) => who[k as keyof typeof who]) : [];
    const answer = await search(query);
    expect(answer.results.map((r) => r.sub)).toEqual(want);
    expect(answer.total).toBe(want.length);
  });

  it('refuses unknown values with 422 in the spec shape', async () => {
    for (const query of ['state=ZZ', 'specialty=dentist', 'sort=name', 'limit=500', 'format=x']) {
      const res = await anonymous().get(`${SEARCH}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'platform.invalidInput',
        detail: expect.any(Array),
      });
    }
  });
});

describe('sorting and paging', () => {
  it('sorts by soonest, by price and by relevance', async () => {
    expect(await subs('sort=soonest')).toEqual([therapist.sub, psychiatrist.sub]);
    expect(await subs('sort=price')).toEqual([therapist.sub, psychiatrist.sub]);
    await psychiatrist.browser.post('/api/scheduler/v1/appointment_types/', {
      ...(await import('../../test/scheduling')).sessionTypeBody({ label: 'Brief', price: 50 }),
    });
    await runJobs(t);
    expect(await subs('sort=price')).toEqual([psychiatrist.sub, therapist.sub]);
    expect(await subs('q=okafor%20anxiety&sort=relevance')).toEqual([therapist.sub]);
  });

  it('pages with skip and limit, and counts every match', async () => {
    expect(await search('limit=1')).toMatchObject({ total: 2, results: [{ sub: therapist.sub }] });
    expect(await search('limit=1&skip=1')).toMatchObject({
      total: 2,
      results: [{ sub: psychiatrist.sub }],
    });
    expect(await search('skip=5')).toEqual({ total: 2, results: [] });
  });
});

// Last: it moves the clock.
describe('keeping listings fresh', () => {
  it('moves next_available on once it has passed, by the quarter-hour sweep', async () => {
    const before = (await search('q=okafor')).results[0] as unknown as { next_available: string };
    t.clock.set(new Date('2026-11-23T14:30:00Z'));
    expect(await t.app.jobs.enqueue(SWEEP_JOB, {})).toBe(true);
    await runJobs(t);
    const after = (await search('q=okafor')).results[0] as unknown as { next_available: string };
    expect(before.next_available).toBe('2026-11-23T14:00:00.000Z');
    // Slots every session length (50 minutes) from 09:00: 09:50 comes next.
    expect(after.next_available).toBe('2026-11-23T14:50:00.000Z');
  });

  it('drops a professional whose access ended at the daily check', async () => {
    // The Core trial lasts 30 days; its end is seen by the next daily check.
    t.clock.set(new Date('2027-01-05T12:00:00Z'));
    await t.app.jobs.enqueue(DAILY_CHECK_JOB, { day: '2027-01-05' });
    await runJobs(t);
    expect(await isListed(t.database.db, therapist.sub)).toBe(false);
  });
});
