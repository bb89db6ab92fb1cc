import { accountMessages, memberMessages, TIME_ZONE_HEADER } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { register, registerConfirmed, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock reads 2026-11-22.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newMember = async () =>
  (await registerConfirmed(t, { email: `member${++n}@example.org`, type: 'member' })).browser;

const intake = {
  first_name: 'Sam',
  last_name: 'Rivera',
  dob: '1990-04-12',
};
const save = (browser: TestBrowser, body: object) => browser.put('/api/users/v1/patient/', body);
const loc = (field: string) => ['body', field];

describe("the date of birth is judged with the member's own today", () => {
  it('13 in Kiritimati is not yet 13 in Los Angeles (the web sends its zone)', async () => {
    // The test clock reads 2026-11-22 12:00 UTC: 2026-11-23 in Kiritimati, 11-22 in LA.
    const browser = await newMember();
    const body = { ...intake, dob: '2013-11-23' };
    const put = (zone: string) =>
      browser.request({
        method: 'PUT',
        url: '/api/users/v1/patient/',
        payload: body,
        headers: { [TIME_ZONE_HEADER]: zone },
      });
    const losAngeles = await put('America/Los_Angeles');
    expect(losAngeles.statusCode).toBe(422);
    expect(losAngeles.json().detail).toEqual([
      { msg: memberMessages.tooYoung, loc: ['body', 'dob'] },
    ]);
    expect((await put('Pacific/Kiritimati')).statusCode).toBe(200);
  });
});

describe('before the e-mail is confirmed', () => {
  it('the intake and adding a minor are refused, as the web hides them (§6)', async () => {
    const { browser } = await register(t, {
      email: `unconfirmed${++n}@example.org`,
      type: 'member',
    });
    const intakeSaved = await save(browser, intake);
    expect(intakeSaved.statusCode).toBe(403);
    expect(intakeSaved.json()).toMatchObject({ detail: accountMessages.confirmEmailFirst });
    const minor = await browser.post('/api/users/v1/minors', {
      first_name: 'Robin',
      last_name: 'Rivera',
      dob: '2015-06-01',
      relationship: 'Parent',
    });
    expect(minor.statusCode).toBe(403);
    expect(minor.json()).toMatchObject({ detail: accountMessages.confirmEmailFirst });
    expect((await browser.get('/api/users/v1/patient/')).json().signup_form_finished).toBe(false);
  });
});

describe('GET /api/users/v1/patient/', () => {
  it('describes a new member with an unfinished intake', async () => {
    const browser = await newMember();
    const res = await browser.get('/api/users/v1/patient/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Sam',
      last_name: '',
      dob: null,
      country: 'US',
      email: `member${n}@example.org`,
      email_confirmed: true,
      signup_form_finished: false,
    });
  });

  it('is for members only', async () => {
    const { browser } = await registerConfirmed(t, { email: 'a-pro@example.org' });
    const res = await browser.get('/api/users/v1/patient/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'This is only available to members.' });
  });
});

describe('PUT /api/users/v1/patient/', () => {
  it('saves the intake and finishes sign-up', async () => {
    const browser = await newMember();
    const res = await save(browser, {
      ...intake,
      dob: '4/2/1990',
      preferred_first_name: 'Sammy',
      gender: 'Non-binary',
      sex: 'Female',
      phone_number: '(555) 123 4567',
      insurance_provider: 'Aetna',
      insurance_group_id: 'G-1',
      insurance_member_id: 'M-2',
      biography: 'I like hiking.',
      home_address_line1: '1 Main St',
      country: 'CA',
      home_state: 'ON',
      home_city: 'Toronto',
      home_zipcode: 'M5V 2T6',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Sam',
      last_name: 'Rivera',
      preferred_first_name: 'Sammy',
      dob: '1990-04-02',
      phone_number: '5551234567',
      country: 'CA',
      home_state: 'ON',
      signup_form_finished: true,
    });
    const info = (await browser.get('/api/users/v1/user_info')).json();
    expect(info).toMatchObject({ signup_form_finished: true, last_name: 'Rivera' });
    expect((await browser.get('/api/users/v1/patient/')).json()).toEqual(res.json());
  });

  it('clears optional fields that are sent empty', async () => {
    const browser = await newMember();
    await save(browser, { ...intake, biography: 'Something', insurance_provider: 'Aetna' });
    const res = await save(browser, { ...intake, biography: '', insurance_provider: null });
    expect(res.json()).toMatchObject({ biography: null, insurance_provider: null });
  });

  it('needs names and a date of birth', async () => {
    const res = await save(await newMember(), {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { msg: 'Please enter your legal first name', loc: loc('first_name') },
      { msg: 'Please enter your legal last name', loc: loc('last_name') },
      { msg: 'Please enter your date of birth', loc: loc('dob') },
    ]);
  });

  it.each([
    ['2013-11-23', 'You must be at least 13 years old to register'],
    ['2027-01-01', 'The date of birth cannot be in the future'],
    ['2/30/1990', 'Please enter a valid date of birth (MM/DD/YYYY)'],
  ])('refuses the date of birth %s', async (dob, msg) => {
    const res = await save(await newMember(), { ...intake, dob });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ msg, loc: loc('dob') }]);
  });

  it('accepts a member who turns 13 today', async () => {
    expect((await save(await newMember(), { ...intake, dob: '2013-11-22' })).statusCode).toBe(200);
  });

  it('refuses a region of another country', async () => {
    const res = await save(await newMember(), { ...intake, country: 'CA', home_state: 'NY' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { msg: 'Please choose a province of the selected country', loc: loc('home_state') },
    ]);
  });

  it('refuses a biography of 1025 characters and takes 1024', async () => {
    const browser = await newMember();
    const long = await save(browser, { ...intake, biography: 'x'.repeat(1025) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toEqual([
      { msg: 'Please keep your biography under 1024 characters', loc: loc('biography') },
    ]);
    expect((await save(browser, { ...intake, biography: 'x'.repeat(1024) })).statusCode).toBe(200);
  });

  it('refuses values outside the lists and a short phone number', async () => {
    const res = await save(await newMember(), {
      ...intake,
      gender: 'Robot',
      sex: 'Unknown',
      phone_number: '555 123',
      country: 'FR',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual([
      'gender',
      'sex',
      'phone_number',
      'country',
    ]);
  });

  it('is recorded in the audit log', async () => {
    const browser = await newMember();
    await save(browser, intake);
    const sub = (await browser.get('/api/users/v1/user_info')).json().sub;
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub));
    expect(events.map((e) => e.action)).toContain('member.profile_save');
  });
});
