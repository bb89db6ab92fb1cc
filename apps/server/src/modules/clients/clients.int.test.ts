import { clientMessages, memberMessages } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { latestMail, registerConfirmed, type TestBrowser } from '../../test/browser';
import { joinAsScheduler } from '../../test/callers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCareRelationship } from '../care-invitations/repo';
import { memberProfiles } from '../members/tables';

let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let scheduler: TestBrowser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerConfirmed(t, { email: 'clients-owner@example.org' });
  await owner.browser.post('/api/users/v1/subscription/checkout', {
    sub_class: 'core',
    sub_period: 'monthly',
    type: 'trial',
  });
  scheduler = (await joinAsScheduler(t, owner.browser, 'clients-scheduler@example.org')).browser;
}, 60_000);
afterAll(() => t.close());

const CREATE = '/api/users/v1/create_patient/';
const CHART = '/api/users/v1/patient_chart/';

describe('clients', () => {
  it('are added with a sealed date of birth; with an e-mail they are invited to finish the account', async () => {
    const res = await owner.browser.post(CREATE, {
      first_name: 'Avery',
      preferred_first_name: 'Ave',
      last_name: 'Stone',
      dob: '04/05/1990',
      email: 'avery@example.org',
    });
    expect(res.statusCode).toBe(201);
    const { patient } = res.json();
    expect(patient).toMatchObject({
      first_name: 'Avery',
      preferred_first_name: 'Ave',
      dob: '1990-04-05',
      email: 'avery@example.org',
    });
    const mail = await latestMail(t, 'avery@example.org');
    expect(mail?.text).toMatch(/patient_signup_session|complete/i);
    const [stored] = await t.database.db
      .select({ dob: memberProfiles.dob })
      .from(memberProfiles)
      .where(eq(memberProfiles.userId, patient.patient_user_id));
    expect(stored?.dob).not.toBe('1990-04-05');
    expect(stored?.dob?.startsWith('s1.')).toBe(true);
  });

  it('may be children without an address, never born in the future, never an existing account', async () => {
    const child = await owner.browser.post(CREATE, {
      first_name: 'Kit',
      last_name: 'Stone',
      dob: '2019-01-02',
    });
    expect(child.statusCode).toBe(201);
    expect(child.json().patient.email).toBeNull();
    const future = await owner.browser.post(CREATE, {
      first_name: 'Un',
      last_name: 'Born',
      dob: '2031-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(JSON.stringify(future.json())).toContain(memberMessages.futureDob);
    const taken = await owner.browser.post(CREATE, {
      first_name: 'Some',
      last_name: 'One',
      dob: '1980-01-01',
      email: 'clients-scheduler@example.org',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: clientMessages.hasAccount, code: 'clients.hasAccount' });
  });

  it("are listed by name for the practice, searched, and the team's reads are logged", async () => {
    const all = (await owner.browser.get(CHART)).json();
    expect(all.total).toBe(2);
    expect(all.entries.map((e: { first_name: string }) => e.first_name)).toEqual(['Avery', 'Kit']);
    const found = (await owner.browser.get(`${CHART}?search=ave`)).json();
    expect(found.entries.map((e: { first_name: string }) => e.first_name)).toEqual(['Avery']);
    expect((await owner.browser.get(`${CHART}?search=%25`)).json().total).toBe(0);
    // Each word in one of the names: the full name finds the person, a wrong surname nobody.
    const named = (search: string) =>
      owner.browser.get(`${CHART}?search=${encodeURIComponent(search)}`).then((r) => r.json());
    expect((await named('Avery  Stone')).entries).toMatchObject([{ first_name: 'Avery' }]);
    expect((await named('Ave Stone')).total).toBe(1);
    expect((await named('Avery Kit')).total).toBe(0);

    // Filters: where the account stands (repeated for several), and minors a guardian manages.
    const names = async (query: string) =>
      (
        (await owner.browser.get(`${CHART}?${query}`)).json().entries as { first_name: string }[]
      ).map((e) => e.first_name);
    expect(all.entries.map((e: { client_status: string }) => e.client_status)).toEqual([
      'invited',
      'no_account',
    ]);
    expect(await names('client_status=invited')).toEqual(['Avery']);
    expect(await names('client_status=invited&client_status=no_account')).toEqual(['Avery', 'Kit']);
    expect(await names('client_status=active')).toEqual([]);
    expect(await names('patient_type=individual')).toEqual(['Avery', 'Kit']);
    expect(await names('patient_type=minor')).toEqual([]);
    // A guardian's child who became a client: a minor, whose account is active.
    const guardian = await registerConfirmed(t, {
      email: 'clients-guardian@example.org',
      type: 'member',
    });
    const child = await guardian.browser.post('/api/users/v1/minors', {
      first_name: 'Robin',
      last_name: 'Rivera',
      dob: '2015-06-01',
      relationship: 'Parent',
    });
    await insertCareRelationship(t.database.db, {
      professionalUserId: owner.sub,
      memberUserId: child.json().orchid_user_id,
      source: 'invite',
      createdAt: t.clock.now(),
    });
    expect(await names('patient_type=minor&client_status=active')).toEqual(['Robin']);
    expect(await names('patient_type=individual')).toEqual(['Avery', 'Kit']);
    expect((await owner.browser.get(`${CHART}?client_status=asleep`)).statusCode).toBe(422);

    const viaScheduler = await scheduler.get(`${CHART}?on_behalf_of=${owner.sub}&limit=1`);
    expect(viaScheduler.json()).toMatchObject({ total: 3, entries: [{ first_name: 'Robin' }] });
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'client.list_read'));
    expect(reads).toHaveLength(1);
    // The scheduler's own practice has no clients.
    expect((await scheduler.get(CHART)).json().total).toBe(0);
  });
});
