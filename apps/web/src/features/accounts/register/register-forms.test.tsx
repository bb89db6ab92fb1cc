import { accountMessages } from '@orchid/contracts/accounts';
import { patientPasswordMessage } from '@orchid/contracts/password-policy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { MemberRegisterForm } from './member-register-form';
import { ProfessionalRegisterForm } from './professional-register-form';

const proCall = 'POST /api/users/v1/orchid_pro/account';
const memberCall = 'POST /api/users/v1/patient/account';
const strong = 'Fern-Leaf-2026!';
const badInvite =
  'This invitation is not valid or has expired. Please ask your professional for a new one.';

const created = (email: string, userType: 'orchid_pro' | 'member') => ({
  status: 201,
  body: {
    sub: '0196f6a2-7c1e-7000-8000-000000000009',
    user_type: userType,
    email,
    email_confirmed: false,
  },
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Puts a whole value in a field at once: typing key by key is slow and adds nothing here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
const checklistItem = (label: string) =>
  within(screen.getByText('Your password needs').parentElement as HTMLElement).getByText(label, {
    exact: false,
  });

describe('professional registration form', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing, in the words of the spec', async () => {
    const api = stubApi({});
    renderInApp(<ProfessionalRegisterForm />, { path: '/professional-register' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    for (const message of [
      'Please fill out all of the required fields correctly',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your email',
      'Please enter your password',
      'Please confirm your password',
      'Please confirm that you are over 18',
      'Please agree to the terms of use and privacy policy',
    ]) {
      expect(screen.getByText(message), message).toBeTruthy();
    }
    expect(api.calls()).not.toContain(proCall);
  });

  it('names the first password rule that is broken, and a mismatch', async () => {
    stubApi({});
    renderInApp(<ProfessionalRegisterForm />, { path: '/professional-register' });
    const user = userEvent.setup({ delay: null });
    const password = input(/^Password/);
    const submit = screen.getByRole('button', { name: 'Create my account' });

    await fill(user, input(/^Email/), 'not-an-address');
    for (const [typed, message] of [
      ['short', 'Password must be at least 10 characters'],
      ['abcdefghij', 'Password must contain at least one number'],
      ['ABCDEFGHI1', 'Password must contain at least one lowercase letter'],
      ['abcdefghi1', 'Password must contain at least one uppercase letter'],
      ['Abcdefghi1', 'Password must contain at least one special character'],
    ] as const) {
      await fill(user, password, typed);
      await user.click(submit);
      expect(screen.getByText(message), typed).toBeTruthy();
    }
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();

    await fill(user, password, strong);
    await fill(user, input(/^Confirm password/), 'Fern-Leaf-2027!');
    await user.click(submit);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  }, 15_000);

  it('ticks the checklist as the password is typed', async () => {
    stubApi({});
    renderInApp(<ProfessionalRegisterForm />, { path: '/professional-register' });
    const user = userEvent.setup({ delay: null });
    const labels = ['1 uppercase', '1 lowercase', '1 special character', '1 number'];
    for (const label of [...labels, '10 characters or more']) {
      expect(checklistItem(label).textContent).toContain('not yet');
    }
    await user.type(input(/^Password/), 'A');
    expect(checklistItem('1 uppercase').textContent).toContain('done');
    expect(checklistItem('1 lowercase').textContent).toContain('not yet');
    await user.type(input(/^Password/), 'b1!cdefgh');
    for (const label of labels) expect(checklistItem(label).textContent).toContain('done');
    expect(checklistItem('10 characters or more').textContent).toContain('done');
  });

  it('registers, remembers the page and opens the Verify your email dialog', async () => {
    const api = stubApi({ [proCall]: created('iris@example.org', 'orchid_pro') });
    renderInApp(<ProfessionalRegisterForm />, { path: '/professional-register' });
    const user = userEvent.setup({ delay: null });
    await fill(user, input(/^First name/), ' Iris ');
    await fill(user, input(/^Last name/), 'Novak');
    await fill(user, input(/^Email/), 'iris@example.org');
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('checkbox', { name: /18 years of age or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog.textContent).toContain('iris@example.org');
    expect(api.bodies(proCall)).toEqual([
      {
        user_in: { email: 'iris@example.org', password: strong },
        orchid_pro_in: { first_name: 'Iris', last_name: 'Novak', is_over_eighteen: true },
      },
    ]);
    expect(sessionStorage.getItem('redirect_after_register')).toBe('/professional-register');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });

  it('shows a refusal as "Failed to register", and a 422 on the password under the field', async () => {
    let answer = { status: 400, body: { detail: accountMessages.emailTaken } };
    stubApi({ [proCall]: () => answer });
    renderInApp(<ProfessionalRegisterForm />, { path: '/professional-register' });
    const user = userEvent.setup({ delay: null });
    await fill(user, input(/^First name/), 'Iris');
    await fill(user, input(/^Last name/), 'Novak');
    await fill(user, input(/^Email/), 'iris@example.org');
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('checkbox', { name: /18 years of age or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
    const submit = screen.getByRole('button', { name: 'Create my account' });
    await user.click(submit);

    expect((await screen.findByRole('alert')).textContent).toBe(
      `Failed to register: ${accountMessages.emailTaken}`,
    );
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    answer = {
      status: 422,
      body: {
        detail: [{ msg: accountMessages.commonPassword, loc: ['body', 'user_in', 'password'] }],
      },
    } as unknown as typeof answer;
    await user.click(submit);
    const error = await screen.findByText(accountMessages.commonPassword);
    expect(input(/^Password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('member registration form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for every field, and names the whole password policy when one rule is broken', async () => {
    stubApi({});
    renderInApp(<MemberRegisterForm />, { path: '/member-register' });
    const user = userEvent.setup({ delay: null });
    await fill(user, input(/^Password/), 'alllowercase1!');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill out all of the required fields correctly',
    );
    expect(screen.getByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText(patientPasswordMessage)).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(
      screen.getByText(
        'Please confirm that you are over 18 and agree to the terms of use and privacy policy',
      ),
    ).toBeTruthy();
  });

  it('sends the invitation code of the link with the account', async () => {
    const api = stubApi({ [memberCall]: created('juniper@example.org', 'member') });
    renderInApp(<MemberRegisterForm />, { path: '/member-register?invite_code=fam-1' });
    const user = userEvent.setup({ delay: null });
    await fill(user, input(/^First name/), 'Juniper');
    await fill(user, input(/^Email/), 'juniper@example.org');
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(api.bodies(memberCall)).toEqual([
      {
        user_in: { email: 'juniper@example.org', password: strong, invite_code: 'fam-1' },
        patient_in: { first_name: 'Juniper', is_over_eighteen: true },
      },
    ]);
    expect(sessionStorage.getItem('redirect_after_register')).toBe(
      '/member-register?invite_code=fam-1',
    );
  });

  it('asks no email with a chart invite, and goes on to the intake: the invite confirmed it', async () => {
    const confirmed = created('juniper@example.org', 'member');
    confirmed.body.email_confirmed = true;
    const api = stubApi({
      [memberCall]: confirmed,
      'GET /api/users/v1/user_info': {
        status: 200,
        body: testUser({ email: 'juniper@example.org', signup_form_finished: false }),
      },
    });
    renderInApp(<MemberRegisterForm />, {
      path: '/member-register?patient_chart_invite_code=chart-2',
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await fill(user, input(/^First name/), 'Juniper');
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await vi.waitFor(() => expect(screen.getByTestId('modal').textContent).toBe('member-intake'));
    expect(api.bodies(memberCall)).toEqual([
      {
        user_in: { password: strong, patient_chart_invite_code: 'chart-2' },
        patient_in: { first_name: 'Juniper', is_over_eighteen: true },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
  });

  it("shows the server's message when the chart invite is not valid", async () => {
    stubApi({ [memberCall]: { status: 400, body: { detail: badInvite } } });
    renderInApp(<MemberRegisterForm />, {
      path: '/member-register?patient_chart_invite_code=gone',
    });
    const user = userEvent.setup({ delay: null });
    await fill(user, input(/^First name/), 'Juniper');
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to register: ${badInvite}`);
  });
});

describe('completing a sign-up a professional started', () => {
  afterEach(() => vi.unstubAllGlobals());
  const token = 'signup-token-0123456789';
  const completeCall = `POST /api/users/v1/patient_signup_session/complete/${token}`;

  it('asks only for the password, sets it, and opens the intake', async () => {
    const api = stubApi({
      [completeCall]: { status: 200, body: { nextStep: 'done' } },
      'GET /api/users/v1/user_info': {
        status: 200,
        body: testUser({ signup_form_finished: false }),
      },
    });
    renderInApp(<MemberRegisterForm />, {
      path: `/member-register?complete_signup_token=${token}`,
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByText('Your password needs')).toBeTruthy();
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('button', { name: 'Set my password' }));

    await vi.waitFor(() => expect(screen.getByTestId('modal').textContent).toBe('member-intake'));
    expect(api.bodies(completeCall)).toEqual([{ password: strong }]);
  });

  it('shows why the link did not work', async () => {
    const expired =
      'This sign-up link is not valid or has expired. Please ask your professional for a new one.';
    stubApi({ [completeCall]: { status: 400, body: { detail: expired } } });
    renderInApp(<MemberRegisterForm />, {
      path: `/member-register?complete_signup_token=${token}`,
    });
    const user = userEvent.setup({ delay: null });
    await fill(user, input(/^Password/), strong);
    await fill(user, input(/^Confirm password/), strong);
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `failed to complete signup: ${expired}`,
    );
  });
});
