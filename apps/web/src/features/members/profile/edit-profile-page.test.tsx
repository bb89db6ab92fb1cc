import type { MemberInfo } from '@orchid/contracts/members';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { showToast } from '../../../app/toasts';
import { EditProfilePage } from './edit-profile-page';

vi.mock('../../../app/toasts', () => ({ showToast: vi.fn() }));

const patientPut = 'PUT /api/users/v1/patient/';

const member: MemberInfo = {
  user_id: '0196f6a2-7c1e-7000-8000-000000000001',
  first_name: 'Rosa',
  last_name: 'Diaz',
  preferred_first_name: null,
  dob: '1990-05-04',
  gender: 'Female',
  sex: 'Female',
  phone_number: '5551234567',
  insurance_provider: 'Aetna',
  insurance_group_id: null,
  insurance_member_id: null,
  biography: null,
  home_address_line1: '12 Elm Street',
  country: 'US',
  home_state: 'NY',
  home_city: 'Albany',
  home_zipcode: '12207',
  email: 'rosa@example.org',
  email_confirmed: true,
  signup_form_finished: true,
};

describe('edit profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Save disabled until something changed, then saves and shows the profile', async () => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser() },
      'GET /api/users/v1/patient/': { status: 200, body: member },
      [patientPut]: (body) => ({ status: 200, body: { ...member, ...(body as object) } }),
    });
    renderInApp(<EditProfilePage />, { path: '/member-dashboard/edit-profile' });
    const user = userEvent.setup({ delay: null });
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Date of birth/)).toHaveProperty('value', '1990-05-04');
    expect(screen.getByLabelText(/^Phone number/)).toHaveProperty('value', '(555) 123 4567');

    const preferred = screen.getByLabelText(/^Preferred first name/);
    await user.type(preferred, 'Ro');
    expect(save).toHaveProperty('disabled', false);
    await user.clear(preferred);
    expect(save).toHaveProperty('disabled', true);

    await user.type(preferred, 'Ro');
    await user.click(save);
    await vi.waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/member-dashboard/profile'),
    );
    expect(api.bodies(patientPut)).toEqual([
      expect.objectContaining({ preferred_first_name: 'Ro', dob: '1990-05-04', home_state: 'NY' }),
    ]);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile saved' }));
  });

  it('does not ask for an address: a minor has none', async () => {
    const minor = {
      ...member,
      home_address_line1: null,
      home_state: null,
      home_city: null,
      home_zipcode: null,
    };
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser() },
      'GET /api/users/v1/patient/': { status: 200, body: minor },
      [patientPut]: (body) => ({ status: 200, body: { ...minor, ...(body as object) } }),
    });
    renderInApp(<EditProfilePage />, { path: '/member-dashboard/edit-profile' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Insurance member ID/), 'M-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.bodies(patientPut)).toHaveLength(1));
  });
});
