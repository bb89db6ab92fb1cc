import type { MemberInfo } from '@orchid/contracts/members';
import { memberMessages } from '@orchid/contracts/members';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../../app/modals/modals';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { canCloseIntake, intakeBackStep, needsIntake } from './intake-rules';

const phone = vi.hoisted(() => ({ portrait: false }));
vi.mock('../../../app/phone/phone-portrait', async (original) => ({
  ...(await original<typeof import('../../../app/phone/phone-portrait')>()),
  usePhonePortrait: () => phone.portrait,
}));

const userInfoCall = 'GET /api/users/v1/user_info';
const patientGet = 'GET /api/users/v1/patient/';
const patientPut = 'PUT /api/users/v1/patient/';

const newMember: MemberInfo = {
  user_id: '0196f6a2-7c1e-7000-8000-000000000001',
  first_name: 'Juniper',
  last_name: '',
  preferred_first_name: null,
  dob: null,
  gender: null,
  sex: null,
  phone_number: null,
  insurance_provider: null,
  insurance_group_id: null,
  insurance_member_id: null,
  biography: null,
  home_address_line1: null,
  country: 'US',
  home_state: null,
  home_city: null,
  home_zipcode: null,
  email: 'juniper@example.org',
  email_confirmed: true,
  signup_form_finished: false,
};

function OpenIntake() {
  const { open } = useModals();
  useEffect(() => open('member-intake'), [open]);
  return null;
}

function renderIntake(path: string, { finished = false } = {}) {
  let saved = false;
  const api = stubApi({
    [userInfoCall]: () => ({
      status: 200,
      body: testUser({ signup_form_finished: finished || saved }),
    }),
    [patientGet]: { status: 200, body: newMember },
    [patientPut]: (body) => {
      saved = true;
      return {
        status: 200,
        body: { ...newMember, ...(body as object), signup_form_finished: true },
      };
    },
  });
  renderInApp(<OpenIntake />, { path });
  return { api, user: userEvent.setup({ delay: null }) };
}

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });

async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillRequiredTab(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, /^Legal last name/, 'Reyes');
  await fill(user, /^Date of birth/, '3/7/2001');
  await fill(user, /^Street address/, '12 Elm Street');
  await user.selectOptions(field(/^State/), 'NY');
  await fill(user, /^City/, 'Albany');
  await fill(user, /^Zip/, '12207');
}

const path = () => screen.getByTestId('path').textContent;
const modal = () => screen.getByTestId('modal').textContent;

describe('member intake', () => {
  beforeEach(() => {
    phone.portrait = false;
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Next disabled until names and date of birth are filled, and says what is wrong', async () => {
    const { user } = renderIntake('/member-intake-form');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(field(/^Legal first name/)).toHaveProperty('value', 'Juniper');
    expect(next).toHaveProperty('disabled', true);

    await fill(user, /^Legal last name/, 'Reyes');
    expect(next).toHaveProperty('disabled', true);
    await fill(user, /^Date of birth/, '1/2/2020');
    expect(next).toHaveProperty('disabled', false);

    await user.click(next);
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill out all of the required fields correctly',
    );
    expect(screen.getByText(memberMessages.tooYoung)).toBeTruthy();
    expect(screen.getByText('Please enter your street address')).toBeTruthy();
    expect(screen.getByText('Please choose a state')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Optional details' })).toHaveProperty('disabled', true);
  });

  it('goes on to the optional tab, saves, and lands on the page registered on', async () => {
    sessionStorage.setItem('redirect_after_register', '/group-session');
    const { api, user } = renderIntake('/member-intake-form');
    await screen.findByRole('button', { name: 'Next' });
    await fillRequiredTab(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const optional = screen.getByRole('tabpanel', { name: 'Optional details' });
    await fill(user, /^Phone number/, '555 123 4567');
    await user.selectOptions(field(/^Gender/), 'Non-binary');
    await user.click(within(optional).getByRole('button', { name: 'Save and finish' }));

    await vi.waitFor(() => expect(path()).toBe('/group-session'));
    expect(modal()).toBe('none');
    expect(sessionStorage.getItem('redirect_after_register')).toBeNull();
    expect(api.bodies(patientPut)).toEqual([
      expect.objectContaining({
        first_name: 'Juniper',
        last_name: 'Reyes',
        dob: '2001-03-07',
        home_address_line1: '12 Elm Street',
        country: 'US',
        home_state: 'NY',
        home_city: 'Albany',
        home_zipcode: '12207',
        phone_number: '5551234567',
        gender: 'Non-binary',
        sex: null,
        biography: null,
      }),
    ]);
    // User info is asked again after saving: signup is finished now.
    expect(api.calls().filter((call) => call === userInfoCall).length).toBeGreaterThan(1);
  });

  it('lands on the member homepage after registering on /member-register, or elsewhere', async () => {
    sessionStorage.setItem('redirect_after_register', '/member-register?invite_code=fam-1');
    const { user } = renderIntake('/member-intake-form');
    await screen.findByRole('button', { name: 'Next' });
    await fillRequiredTab(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    await vi.waitFor(() => expect(path()).toBe('/member-dashboard/homepage'));
  });

  it("shows a refused save in a red alert, and a field's refusal under the field", async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { detail: 'The database is resting' },
    };
    stubApi({
      [userInfoCall]: { status: 200, body: testUser({ signup_form_finished: false }) },
      [patientGet]: { status: 200, body: newMember },
      [patientPut]: () => answer,
    });
    renderInApp(<OpenIntake />, { path: '/member-intake-form' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Next' });
    await fillRequiredTab(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'failed to save member info: The database is resting',
    );

    answer = {
      status: 422,
      body: { detail: [{ msg: memberMessages.tooYoung, loc: ['body', 'dob'] }] },
    };
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    await screen.findByText(memberMessages.tooYoung);
    expect(
      screen.getByRole('tab', { name: 'Required details' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('cannot be closed on the member dashboard while signup is unfinished', async () => {
    const { user } = renderIntake('/member-dashboard/homepage');
    await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(modal()).toBe('member-intake');
    // The one way out, as the Verify your email dialog offers.
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('closes as usual elsewhere, or once signup is finished', async () => {
    const { user } = renderIntake('/member-intake-form');
    await screen.findByRole('dialog', { name: 'Complete your profile' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(modal()).toBe('none');

    expect(canCloseIntake('/member-dashboard/homepage', false)).toBe(false);
    expect(canCloseIntake('/member-dashboard', false)).toBe(false);
    expect(canCloseIntake('/member-dashboard/profile', true)).toBe(true);
    expect(canCloseIntake('/professional-search', false)).toBe(true);
    expect(canCloseIntake('/member-dashboard-tour', false)).toBe(true);
  });

  it('on phones is titled Finish setting up, and its back arrow steps back, then leaves home', async () => {
    phone.portrait = true;
    const { user } = renderIntake('/member-dashboard/homepage');
    const dialog = await screen.findByRole('dialog', { name: 'Finish setting up' });
    expect(dialog.textContent).toContain('finalize your purchase');
    await screen.findByRole('button', { name: 'Next' });
    await fillRequiredTab(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      screen.getByRole('tab', { name: 'Required details' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(path()).toBe('/member-dashboard/homepage');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(path()).toBe('/');
    expect(modal()).toBe('none');

    expect(intakeBackStep('optional')).toEqual({ kind: 'tab', tab: 'required' });
    expect(intakeBackStep('required')).toEqual({ kind: 'leave', to: '/' });
  });

  it('is for members with a confirmed email and an unfinished signup', () => {
    expect(needsIntake(testUser({ signup_form_finished: false }))).toBe(true);
    expect(needsIntake(testUser({ signup_form_finished: false, email_confirmed: false }))).toBe(
      false,
    );
    expect(needsIntake(testUser())).toBe(false);
    expect(needsIntake(testUser({ user_type: 'orchid_pro', signup_form_finished: false }))).toBe(
      false,
    );
  });
});
