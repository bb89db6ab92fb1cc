import { nameMessages } from '@orchid/contracts/names';
import type { ProfessionalProfile, QuickIntakeStep } from '@orchid/contracts/professionals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { QuickIntakePage } from './quick-intake-page';
import { testProfessional } from './test-professional';

const userInfoCall = 'GET /api/users/v1/user_info';
const profileGet = 'GET /api/users/v1/orchid_pro/';
const profilePut = 'PUT /api/users/v1/orchid_pro/';
const typeCreate = 'POST /api/users/v1/orchid_pro_type/create';
const sampleData = 'POST /api/users/v1/sample_data/';

const professional = testUser({
  user_type: 'orchid_pro',
  first_name: 'Iris',
  last_name: 'Novak',
  signup_form_finished: false,
});

type Answer = { status: number; body: unknown };

/** A field each step's save sends, by step. */
const stepKeys: Partial<Record<QuickIntakeStep, string>> = {
  'tell-us-about-yourself': 'dob',
  'describe-your-practice': 'licenses',
  'what-is-your-practice-address': 'office_address_line1',
  'before-you-finish': 'agreed_to_terms_of_use',
};

const noSupervision = {
  expiration_date: '2024-01-01',
  supervision: {
    has_supervision: false,
    name: null,
    npi: null,
    phone: null,
    license_type: null,
    license_number: null,
  },
};

/** A server that keeps what each step saves; `failNextPut` answers the next save instead. */
function renderIntake(path = '/quick-intake', start: ProfessionalProfile = testProfessional()) {
  let profile = start;
  const server = { failNextPut: undefined as Answer | undefined };
  const api = stubApi({
    [userInfoCall]: () => ({
      status: 200,
      body: { ...professional, signup_form_finished: profile.signup_form_finished },
    }),
    [profileGet]: () => ({ status: 200, body: profile }),
    [typeCreate]: (body) => {
      const { orchid_pro_type } = body as { orchid_pro_type: { type: 'physician' } };
      const record = testProfessional({}, { type: orchid_pro_type.type, specialty: 'psychiatry' })
        .orchid_pro_types[0];
      return { status: 201, body: record };
    },
    [profilePut]: (body) => {
      if (server.failNextPut) {
        const answer = server.failNextPut;
        server.failNextPut = undefined;
        return answer;
      }
      const saved = body as Partial<ProfessionalProfile>;
      // A step is done once saved; the last one done finishes sign-up.
      const missing = profile.missing_onboarding_steps.filter(
        (step) => !(stepKeys[step] && stepKeys[step] in saved),
      );
      profile = {
        ...profile,
        ...saved,
        // As the server stores them: with the defaults quick-intake does not send.
        licenses: (saved.licenses ?? profile.licenses).map((license) => ({
          ...noSupervision,
          ...license,
        })),
        signup_form_finished: missing.length === 0,
        missing_onboarding_steps: missing,
      };
      return { status: 200, body: profile };
    },
  });
  renderInApp(<QuickIntakePage />, { path });
  return { api, server, user: userEvent.setup({ delay: null }) };
}

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });
const button = (name: string) => screen.getByRole('button', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const path = () => screen.getByTestId('path').textContent;

async function type(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

describe('quick-intake', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('walks a new professional through the five steps to the dashboard', async () => {
    const { api, user } = renderIntake();

    // Step 1: legal name read-only, the display name previewed, an adult's date of birth.
    await heading('Tell us about yourself');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(field(/^Legal first name/)).toHaveProperty('readOnly', true);
    expect(button('Continue')).toHaveProperty('disabled', true);
    await user.selectOptions(field(/^Doctoral degree/), 'MD');
    await user.click(screen.getByRole('radio', { name: 'Dr. Last Name' }));
    expect(screen.getByText('Dr. Novak')).toBeTruthy();
    await type(user, /^Date of birth/, '01/01/2015');
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
    expect(button('Continue')).toHaveProperty('disabled', true);
    await type(user, /^Date of birth/, '03/09/1985');
    await user.click(button('Continue'));

    // Step 2: a physician chooses a specialty; the default record is created.
    await heading('Describe your practice');
    expect(path()).toBe('/quick-intake');
    expect(screen.queryByLabelText(/^Specialty/)).toBeNull();
    await user.selectOptions(field(/^Professional type/), 'physician');
    expect(field(/^Specialty/)).toHaveProperty('value', 'psychiatry');
    await user.selectOptions(field(/^License state/), 'NY');
    expect(button('Continue')).toHaveProperty('disabled', true);
    await type(user, /^License number/, 'MD-778');
    await user.click(button('Continue'));

    // Step 3: the home address mirrors the business address while ticked.
    await heading('What is your practice address?');
    await user.click(screen.getByRole('checkbox', { name: 'Same as Business Address' }));
    const [officeStreet, homeStreet] = screen.getAllByLabelText(/^Street address/);
    await user.type(officeStreet as HTMLElement, '10 Hudson St');
    expect(homeStreet).toHaveProperty('value', '10 Hudson St');
    expect(homeStreet).toHaveProperty('disabled', true);
    const [officeCity] = screen.getAllByLabelText(/^City/);
    await user.type(officeCity as HTMLElement, 'New York');
    const [officeState] = screen.getAllByLabelText(/^State/);
    await user.selectOptions(officeState as HTMLElement, 'NY');
    const [officeZip] = screen.getAllByLabelText(/^ZIP code/);
    await user.type(officeZip as HTMLElement, '10013');
    await user.click(button('Continue'));

    // Step 4: the phone is masked; Back returns to the saved address step.
    await heading('What is your phone number?');
    await type(user, /^Contact phone/, '2125550199');
    expect(field(/^Contact phone/)).toHaveProperty('value', '(212) 555 0199');
    await user.click(button('Back'));
    await heading('What is your practice address?');
    expect(screen.getAllByLabelText(/^City/)[1]).toHaveProperty('value', 'New York');
    await user.click(button('Continue'));
    await heading('What is your phone number?');
    await user.click(button('Continue'));

    // Step 5: all three required, then Finish lands on the dashboard.
    await heading('Before you finish');
    expect(button('Finish')).toHaveProperty('disabled', true);
    await user.selectOptions(field(/^How did you hear about us/), 'Social Media');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(screen.getByRole('checkbox', { name: /valid Social Security number/ }));
    expect(screen.getByRole('link', { name: /Terms of Use/ }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    await user.click(button('Finish'));
    await waitFor(() => expect(path()).toBe('/pro-dashboard/homepage'));

    expect(api.bodies(typeCreate)).toEqual([
      {
        orchid_pro_type: {
          type: 'physician',
          specialty: { specialty: 'psychiatry', sub_specialty: null },
        },
      },
    ]);
    const puts = api.bodies(profilePut);
    expect(puts[0]).toEqual({
      preferred_first_name: null,
      medical_degree: 'MD',
      doctoral_degree: null,
      name_schema: 'dr_last',
      dob: '1985-03-09',
    });
    expect(puts[1]).toEqual({
      licenses: [
        expect.objectContaining({
          conferring_entity: 'NY',
          license_number: 'MD-778',
          orchid_pro_type_id: '0196f6a2-7c1e-7000-8000-0000000000aa',
        }),
      ],
    });
    expect(puts[2]).toMatchObject({ mail_address_line1: '10 Hudson St', mail_zipcode: '10013' });
    expect(puts.at(-2)).toEqual({ phone_number: '2125550199' });
    expect(puts.at(-1)).toEqual({
      heard_about_orchid_via: 'Social Media',
      agreed_to_terms_of_use: true,
      confirmed_have_social_security_number_allowed_to_work_in_usa: true,
    });
    // User info is asked again after Finish: signup is finished now.
    expect(api.calls().filter((call) => call === userInfoCall).length).toBeGreaterThan(1);
    // Then the sample data is asked for, once, after the last save; this stub answers 404,
    // and the failure is ignored (the dashboard was reached above).
    const calls = api.calls();
    expect(calls.filter((call) => call === sampleData)).toHaveLength(1);
    expect(calls.indexOf(sampleData)).toBeGreaterThan(calls.lastIndexOf(profilePut));
  });

  it("offers the 'Dr.' names only with a doctorate, and the MD/DO suffix only with MD or DO", async () => {
    const { api, user } = renderIntake();
    await heading('Tell us about yourself');
    const offered = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    const plain = ['first_last', 'first', 'preferred_first_last'];

    // A licensed counselor with a master's degree: no 'Dr.'.
    expect(field(/^Doctoral degree/)).toHaveProperty('value', '');
    expect(offered()).toEqual(plain);
    expect(screen.queryByRole('radio', { name: /^Dr\./ })).toBeNull();

    await user.selectOptions(field(/^Doctoral degree/), 'PhD');
    expect(offered()).toEqual([...plain, 'dr_first_last', 'dr_last']);
    await user.click(screen.getByRole('radio', { name: 'Dr. First Name Last Name' }));
    expect(screen.getByText('Dr. Iris Novak')).toBeTruthy();

    await user.selectOptions(field(/^Doctoral degree/), 'DO');
    expect(offered()).toEqual([...plain, 'dr_first_last', 'dr_last', 'first_last_degree']);
    await user.click(screen.getByRole('radio', { name: 'First Name Last Name, MD/DO' }));
    expect(screen.getByText('Iris Novak, DO')).toBeTruthy();

    // Taking the degree back takes its name too: the default, previewed as such.
    await user.selectOptions(field(/^Doctoral degree/), '');
    expect(offered()).toEqual(plain);
    expect(screen.getByRole('radio', { name: 'First Name Last Name' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Iris Novak')).toBeTruthy();

    await type(user, /^Date of birth/, '03/09/1985');
    await user.click(button('Continue'));
    await heading('Describe your practice');
    expect(api.bodies(profilePut)[0]).toMatchObject({
      medical_degree: null,
      doctoral_degree: null,
      name_schema: 'first_last',
    });
  });

  it("shows the server's refusal of a display name under the display names", async () => {
    const { server, user } = renderIntake();
    await heading('Tell us about yourself');
    await user.selectOptions(field(/^Doctoral degree/), 'PsyD');
    await user.click(screen.getByRole('radio', { name: 'Dr. Last Name' }));
    await type(user, /^Date of birth/, '03/09/1985');
    server.failNextPut = {
      status: 422,
      body: { detail: [{ msg: nameMessages.doctorOnly, loc: ['body', 'name_schema'] }] },
    };
    await user.click(button('Continue'));
    await screen.findByRole('dialog', { name: 'We could not save your details' });
    await user.click(button('OK'));
    const error = screen.getByText(nameMessages.doctorOnly);
    const names = screen.getByRole('radiogroup', { name: /^Display name/ });
    expect(names.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tell us about yourself');
  });

  it('resumes a returning professional with the saved values, and leaves the record alone', async () => {
    const saved = testProfessional(
      {
        dob: '1985-03-09',
        licenses: [
          {
            ...noSupervision,
            type: null,
            conferring_entity: 'CA',
            license_number: 'LMFT-9',
            orchid_pro_type_id: null,
          },
        ],
        missing_onboarding_steps: ['what-is-your-practice-address', 'before-you-finish'],
      },
      { type: 'therapist' },
    );
    const { api, user } = renderIntake('/quick-intake', saved);
    await heading('What is your practice address?');
    await waitFor(() => expect(path()).toBe('/quick-intake'));
    await user.click(button('Back'));
    await heading('Describe your practice');
    expect(field(/^License number/)).toHaveProperty('value', 'LMFT-9');
    await user.click(button('Continue'));
    await heading('What is your practice address?');
    expect(api.bodies(typeCreate)).toEqual([]);
    expect(api.calls().some((call) => call.startsWith('PUT /api/users/v1/orchid_pro_type/'))).toBe(
      false,
    );
  });

  it('takes a Finish with an earlier step unsaved to that step', async () => {
    const start = testProfessional(
      {
        dob: '1985-03-09',
        missing_onboarding_steps: ['describe-your-practice', 'before-you-finish'],
      },
      { type: 'therapist' },
    );
    const { user } = renderIntake('/quick-intake#before-you-finish', start);
    await heading('Before you finish');
    await user.selectOptions(field(/^How did you hear about us/), 'AMHC');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(screen.getByRole('checkbox', { name: /valid Social Security number/ }));
    await user.click(button('Finish'));
    await screen.findByRole('dialog', { name: 'A few details are still missing' });
    await heading('Describe your practice');
    expect(path()).toBe('/quick-intake');
  });

  it('resets an unknown hash to the first step', async () => {
    renderIntake('/quick-intake#somewhere-else');
    await heading('Tell us about yourself');
  });

  it('shows a refused save in a dialog and stays; a refused field is pointed at', async () => {
    const { server, user } = renderIntake('/quick-intake#what-is-your-phone-number');
    await heading('What is your phone number?');
    server.failNextPut = { status: 500, body: { detail: 'The database is resting' } };
    await user.click(button('Continue'));
    const dialog = await screen.findByRole('dialog', { name: 'We could not save your details' });
    expect(dialog.textContent).toContain('The database is resting');
    await user.click(button('OK'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'What is your phone number?',
    );

    server.failNextPut = {
      status: 422,
      body: {
        detail: [{ msg: 'Please enter a 10-digit phone number', loc: ['body', 'phone_number'] }],
      },
    };
    await user.click(button('Continue'));
    await screen.findByRole('dialog', { name: 'We could not save your details' });
    await user.click(button('OK'));
    expect(screen.getByText('Please enter a 10-digit phone number')).toBeTruthy();
  });

  it('sends a member to their own dashboard', async () => {
    stubApi({ [userInfoCall]: { status: 200, body: testUser() } });
    renderInApp(<QuickIntakePage />, { path: '/quick-intake' });
    await waitFor(() => expect(path()).toBe('/member-dashboard/homepage'));
  });

  it('asks an unconfirmed professional to confirm the email first', async () => {
    stubApi({
      [userInfoCall]: { status: 200, body: { ...professional, email_confirmed: false } },
      [profileGet]: { status: 200, body: testProfessional() },
    });
    renderInApp(<QuickIntakePage />, { path: '/quick-intake' });
    await waitFor(() => expect(screen.getByTestId('modal').textContent).toBe('verify-email'));
  });

  it('asks a guest to log in', async () => {
    stubApi({ [userInfoCall]: { status: 403, body: { detail: 'Not authenticated' } } });
    renderInApp(<QuickIntakePage />, { path: '/quick-intake' });
    await heading('Please log in to continue');
    await waitFor(() => expect(screen.getByTestId('modal').textContent).toBe('login'));
  });
});
