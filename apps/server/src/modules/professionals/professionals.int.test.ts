import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser as Browser, registerConfirmed, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock reads 2026-11-22.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '100' } });
});
afterAll(() => t.close());

let n = 0;
const newProfessional = async () =>
  registerConfirmed(t, { email: `pro${++n}@example.org`, type: 'orchid_pro' });

const save = (browser: TestBrowser, body: object) => browser.put('/api/users/v1/orchid_pro/', body);
const own = async (browser: TestBrowser) => (await browser.get('/api/users/v1/orchid_pro/')).json();
const createType = (browser: TestBrowser, type: object) =>
  browser.post('/api/users/v1/orchid_pro_type/create', { orchid_pro_type: type });

/** Every step of quick-intake, as the five Continue clicks send them. */
const steps = {
  one: {
    preferred_first_name: 'Lex',
    name_schema: 'dr_last',
    doctoral_degree: 'PhD',
    dob: '1985-03-09',
  },
  two: { licenses: [{ conferring_entity: 'NY', license_number: 'LMHC-1234', type: 'LMHC' }] },
  three: {
    business_entity_name: 'Kim Counseling PLLC',
    office_address_line1: '10 Hudson St',
    office_city: 'New York',
    office_state: 'NY',
    office_zipcode: '10013',
    mail_address_line1: '22 Home Ave',
    mail_city: 'Brooklyn',
    mail_state: 'NY',
    mail_zipcode: '11201',
  },
  four: { phone_number: '(212) 555 0199' },
  five: {
    heard_about_orchid_via: 'Search Engine',
    agreed_to_terms_of_use: true,
    confirmed_have_social_security_number_allowed_to_work_in_usa: true,
  },
};

async function onboarded() {
  const account = await newProfessional();
  await createType(account.browser, { type: 'therapist' });
  for (const step of Object.values(steps)) await save(account.browser, step);
  return account;
}

describe('GET /api/users/v1/orchid_pro/', () => {
  it("shows a new professional's empty profile with the default locations", async () => {
    const { browser, sub } = await newProfessional();
    const profile = await own(browser);
    expect(profile).toMatchObject({
      cognito_sub: sub,
      first_name: 'Alex',
      last_name: 'Kim',
      legal_first_name: 'Alex',
      name_schema: 'first_last',
      display_name: 'Alex Kim',
      dob: null,
      licenses: [],
      orchid_pro_types: [],
      signup_form_finished: false,
      missing_onboarding_steps: [
        'tell-us-about-yourself',
        'describe-your-practice',
        'what-is-your-practice-address',
        'before-you-finish',
      ],
    });
    expect(profile.office_locations).toEqual([
      expect.objectContaining({
        office_location_id: 'telehealth-0',
        office_name: 'Orchid Telehealth',
        telehealth_pos_code: '10',
        telehealth_modifier: '95',
        show_address_to_public: true,
      }),
      expect.objectContaining({
        office_location_id: 'in-person-0',
        in_person_pos_code: '11',
        show_address_to_public: false,
      }),
    ]);
  });

  it('is for professionals only', async () => {
    const { browser } = await registerConfirmed(t, {
      email: 'pro-view-member@example.org',
      type: 'member',
    });
    expect((await browser.get('/api/users/v1/orchid_pro/')).statusCode).toBe(403);
  });
});

describe('quick-intake saves', () => {
  it('finish sign-up once every step is complete', async () => {
    const { browser } = await newProfessional();
    expect((await createType(browser, { type: 'therapist' })).statusCode).toBe(201);
    let profile = await own(browser);
    for (const [name, step] of Object.entries(steps)) {
      const res = await save(browser, step);
      expect(res.statusCode, name).toBe(200);
      profile = res.json();
      expect(profile.signup_form_finished).toBe(name === 'five');
    }
    expect(profile).toMatchObject({
      preferred_first_name: 'Lex',
      display_name: 'Dr. Kim',
      phone_number: '2125550199',
      licenses: [
        expect.objectContaining({
          conferring_entity: 'NY',
          license_number: 'LMHC-1234',
          expiration_date: '2024-01-01',
          supervision: expect.objectContaining({ has_supervision: false }),
        }),
      ],
      missing_onboarding_steps: [],
    });
    expect((await browser.get('/api/users/v1/user_info')).json().signup_form_finished).toBe(true);
  });

  it('leaves out fields not sent, and drops the blank default license', async () => {
    const { browser } = await newProfessional();
    await save(browser, steps.three);
    const res = await save(browser, {
      dob: '1980-01-01',
      licenses: [{ conferring_entity: '', license_number: '' }],
    });
    expect(res.json()).toMatchObject({ office_city: 'New York', dob: '1980-01-01', licenses: [] });
  });

  it('needs a type record and a license for the practice step', async () => {
    const { browser } = await newProfessional();
    for (const step of [steps.one, steps.three, steps.five]) await save(browser, step);
    expect((await own(browser)).missing_onboarding_steps).toEqual(['describe-your-practice']);
  });

  it.each([
    [{ dob: '2010-01-01' }, 'dob', 'You must be at least 18 years old'],
    [{ dob: '2027-01-01' }, 'dob', 'The date of birth cannot be in the future'],
    [{ office_state: 'ZZ' }, 'office_state', undefined],
    [{ office_zipcode: '123' }, 'office_zipcode', 'Please enter a 5-digit ZIP code'],
    [{ phone_number: '555' }, 'phone_number', 'Please enter a 10-digit phone number'],
    [{ heard_about_orchid_via: 'Radio' }, 'heard_about_orchid_via', undefined],
    [{ name_schema: 'king' }, 'name_schema', undefined],
    [{ first_name: 'Changed' }, undefined, undefined],
  ])('refuses %j', async (body, field, msg) => {
    const { browser } = await newProfessional();
    const res = await save(browser, body);
    expect(res.statusCode).toBe(422);
    const [issue] = res.json().detail;
    if (field) expect(issue.loc).toEqual(['body', field]);
    if (msg) expect(issue.msg).toBe(msg);
  });

  it('refuses a half-filled license and a supervisor NPI of the wrong length', async () => {
    const { browser } = await newProfessional();
    const half = await save(browser, {
      licenses: [{ conferring_entity: 'CA', license_number: '' }],
    });
    expect(half.json().detail[0]).toEqual({
      msg: 'Please enter both the license state and the license number',
      loc: ['body', 'licenses', 0, 'license_number'],
    });
    const npi = await save(browser, {
      licenses: [
        {
          conferring_entity: 'CA',
          license_number: 'LMFT-1',
          supervision: { has_supervision: true, name: 'Dr. Ode', npi: '123' },
        },
      ],
    });
    expect(npi.json().detail[0].loc).toEqual(['body', 'licenses', 0, 'supervision', 'npi']);
  });

  it('stores additional office locations beside the defaults', async () => {
    const { browser } = await newProfessional();
    const res = await save(browser, {
      additional_office_locations: [
        {
          office_location_id: 'in-person-1',
          office_name: 'Midtown office',
          session_location_type: 'in-person',
          video_link: null,
          address_line1: '5 Park Ave',
          address_line2: null,
          city: 'New York',
          state: 'NY',
          zipcode: '10016',
          telehealth_pos_code: null,
          telehealth_modifier: null,
          in_person_pos_code: '11',
          in_person_modifier: null,
          show_address_to_public: true,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().office_locations.map((l: { office_location_id: string }) => l.office_location_id),
    ).toEqual(['telehealth-0', 'in-person-0', 'in-person-1']);
  });
});

describe('display names', () => {
  const doctorOnly =
    "The 'Dr.' display names are for professionals with a doctoral degree. Choose your doctoral degree, or another display name.";

  it("refuses the 'Dr.' names to a licensed counselor without a doctorate, naming the field", async () => {
    const { browser } = await newProfessional();
    await createType(browser, { type: 'therapist' });
    await save(browser, steps.two);
    for (const name_schema of ['dr_first_last', 'dr_last']) {
      const res = await save(browser, { name_schema, dob: '1985-03-09' });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([{ msg: doctorOnly, loc: ['body', 'name_schema'] }]);
    }
    // Nothing of the refused save was kept.
    expect(await own(browser)).toMatchObject({
      name_schema: 'first_last',
      display_name: 'Alex Kim',
      dob: null,
    });
  });

  it('gives the degree suffix only with MD or DO, and Dr. with any doctorate', async () => {
    const { browser } = await newProfessional();
    const suffix = await save(browser, {
      name_schema: 'first_last_degree',
      doctoral_degree: 'PhD',
    });
    expect(suffix.statusCode).toBe(422);
    expect(suffix.json().detail).toEqual([
      {
        msg: 'The MD/DO display name is for professionals with an MD or DO degree. Choose your degree, or another display name.',
        loc: ['body', 'name_schema'],
      },
    ]);

    const psyd = await save(browser, { name_schema: 'dr_first_last', doctoral_degree: 'PsyD' });
    expect(psyd.statusCode).toBe(200);
    expect(psyd.json()).toMatchObject({ doctoral_degree: 'PsyD', display_name: 'Dr. Alex Kim' });

    const md = await save(browser, {
      name_schema: 'first_last_degree',
      medical_degree: 'DO',
      doctoral_degree: null,
    });
    expect(md.json()).toMatchObject({
      medical_degree: 'DO',
      doctoral_degree: null,
      name_schema: 'first_last_degree',
      display_name: 'Alex Kim, DO',
    });
    // A doctorate that is not a degree we know is refused by the schema.
    expect((await save(browser, { doctoral_degree: 'MA' })).statusCode).toBe(422);
  });

  it("will not drop the degree from under a 'Dr.' name: the name changes with it", async () => {
    const { browser } = await newProfessional();
    await save(browser, { name_schema: 'dr_last', doctoral_degree: 'EdD' });
    const dropped = await save(browser, { doctoral_degree: null });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().detail).toEqual([{ msg: doctorOnly, loc: ['body', 'name_schema'] }]);
    const both = await save(browser, { doctoral_degree: null, name_schema: 'first' });
    expect(both.json()).toMatchObject({ doctoral_degree: null, display_name: 'Alex' });
    // Saving another step leaves the name alone.
    expect((await save(browser, steps.four)).statusCode).toBe(200);
  });
});

describe('odd input found by the probe', () => {
  const location = {
    office_location_id: 'in-person-1',
    office_name: 'Second office',
    session_location_type: 'in-person',
    video_link: null,
    address_line1: '1 Main St',
    address_line2: null,
    city: 'Albany',
    state: 'NY',
    zipcode: '12207',
    telehealth_pos_code: null,
    telehealth_modifier: null,
    in_person_pos_code: '11',
    in_person_modifier: null,
    show_address_to_public: true,
  };
  const license = { conferring_entity: 'NY', license_number: 'LMHC-1', type: 'LMHC' };
  const firstError = (res: { json(): { detail: { loc: unknown[]; msg: string }[] } }) => {
    const [first] = res.json().detail;
    if (!first) throw new Error('no error item');
    return first;
  };

  it("refuses a license naming a type record that does not exist or is not the caller's", async () => {
    const { browser } = await newProfessional();
    const other = await newProfessional();
    const theirs = (await createType(other.browser, { type: 'therapist' })).json();
    for (const id of ['0190a000-0000-7000-8000-000000000999', theirs.orchid_pro_type_id]) {
      const res = await save(browser, { licenses: [{ ...license, orchid_pro_type_id: id }] });
      expect(res.statusCode).toBe(422);
      expect(firstError(res)).toEqual({
        msg: 'Choose one of your own professional types for this license',
        loc: ['body', 'licenses', 0, 'orchid_pro_type_id'],
      });
    }
    expect((await own(browser)).licenses).toEqual([]);
    const mine = (await createType(browser, { type: 'therapist' })).json();
    const ok = await save(browser, {
      licenses: [{ ...license, orchid_pro_type_id: mine.orchid_pro_type_id }],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses two office locations with one id', async () => {
    const { browser } = await newProfessional();
    const res = await save(browser, { additional_office_locations: [location, location] });
    expect(res.statusCode).toBe(422);
    expect(firstError(res)).toEqual({
      msg: 'Two office locations have the same id',
      loc: ['body', 'additional_office_locations', 1, 'office_location_id'],
    });
  });

  it('takes only http(s) video links', async () => {
    const { browser } = await newProfessional();
    for (const video_link of ['javascript:alert(document.cookie)', 'data:text/html,hi', 'meet']) {
      const res = await save(browser, {
        additional_office_locations: [{ ...location, video_link }],
      });
      expect(res.statusCode, video_link).toBe(422);
      expect(firstError(res).loc).toEqual(['body', 'additional_office_locations', 0, 'video_link']);
    }
    const ok = await save(browser, {
      additional_office_locations: [{ ...location, video_link: 'https://meet.example.org/kim' }],
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('professional type records', () => {
  it('give a physician the first specialty by default, and change on update', async () => {
    const { browser, sub } = await newProfessional();
    const created = await createType(browser, { type: 'physician' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      orchid_pro_user_id: sub,
      marked_deleted_datetime: null,
      orchid_pro_type: {
        type: 'physician',
        specialty: { specialty: 'psychiatry', sub_specialty: null },
      },
    });
    const id = created.json().orchid_pro_type_id;
    const updated = await browser.put(`/api/users/v1/orchid_pro_type/${id}`, {
      orchid_pro_type: { type: 'psychologist', specialty: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().orchid_pro_type).toEqual({
      type: 'psychologist',
      specialty: { specialty: null, sub_specialty: null },
    });
    expect((await own(browser)).orchid_pro_types).toHaveLength(1);
  });

  it('refuse a specialty of another type and an unknown type', async () => {
    const { browser } = await newProfessional();
    const wrong = await createType(browser, {
      type: 'therapist',
      specialty: { specialty: 'psychiatry' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0].msg).toBe('This specialty does not fit the professional type');
    expect((await createType(browser, { type: 'wizard' })).statusCode).toBe(422);
  });

  it('cannot be changed by another professional', async () => {
    const owner = await newProfessional();
    const id = (await createType(owner.browser, { type: 'therapist' })).json().orchid_pro_type_id;
    const other = await newProfessional();
    const res = await other.browser.put(`/api/users/v1/orchid_pro_type/${id}`, {
      orchid_pro_type: { type: 'physician' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/users/v1/orchid_pro/{id}', () => {
  it('shows the public profile without private fields', async () => {
    const { sub } = await onboarded();
    const res = await new Browser(t.app).get(`/api/users/v1/orchid_pro/${sub}`);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      cognito_sub: sub,
      display_name: 'Dr. Kim',
      business_entity_name: 'Kim Counseling PLLC',
      licenses: [{ type: 'LMHC', conferring_entity: 'NY' }],
      orchid_pro_types: [{ orchid_pro_type: { type: 'therapist' } }],
    });
    expect(
      view.office_locations.map((l: { office_location_id: string }) => l.office_location_id),
    ).toEqual(['telehealth-0']);
    const text = JSON.stringify(view);
    for (const secret of ['1985-03-09', 'LMHC-1234', '22 Home Ave', '2125550199', 'dob', 'mail_']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for unknown ids, members and unfinished sign-ups', async () => {
    const anonymous = new Browser(t.app);
    const member = await registerConfirmed(t, { email: 'not-a-pro@example.org', type: 'member' });
    const unfinished = await newProfessional();
    for (const id of [
      '0190a000-0000-7000-8000-000000000999',
      'not-an-id',
      '-'.repeat(36),
      member.sub,
      unfinished.sub,
    ]) {
      const res = await anonymous.get(`/api/users/v1/orchid_pro/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'We could not find this professional.' });
    }
  });
});
