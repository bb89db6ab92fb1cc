import { schemaResolver } from '@mantine/form';
import { BIOGRAPHY_MAX } from '@orchid/contracts/member-options';
import { memberMessages } from '@orchid/contracts/members';
import { describe, expect, it } from 'vitest';
import { type ProfileValues, profileSchema } from './profile-values';

const filledIn: ProfileValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  dob: '1990-12-10',
  home_address_line1: '1 Main St',
  country: 'US',
  home_state: 'NY',
  home_city: 'Troy',
  home_zipcode: '12180',
  preferred_first_name: '',
  gender: '',
  sex: '',
  phone_number: '',
  insurance_provider: '',
  insurance_group_id: '',
  insurance_member_id: '',
  biography: '',
};

const noAddress = {
  ...filledIn,
  home_address_line1: '',
  home_state: '',
  home_city: '',
  home_zipcode: '',
};

const errorsOf = (variant: 'intake' | 'edit-profile', values: ProfileValues) =>
  schemaResolver(profileSchema(variant), { sync: true })(values);

describe('the member profile form', () => {
  it('takes a complete profile', () => {
    expect(errorsOf('intake', filledIn)).toEqual({});
  });

  it('asks the intake for the address, in the words of the country', () => {
    expect(errorsOf('intake', noAddress)).toEqual({
      home_address_line1: 'Please enter your street address',
      home_state: 'Please choose a state',
      home_city: 'Please enter your city',
      home_zipcode: 'Please enter your zip',
    });
    expect(errorsOf('edit-profile', noAddress)).toEqual({});
  });

  it("says what the contract refuses, in the contract's words, all at once", () => {
    expect(
      errorsOf('edit-profile', {
        ...filledIn,
        first_name: ' ',
        dob: '2/30/1990',
        phone_number: '212',
        biography: 'x'.repeat(BIOGRAPHY_MAX + 1),
      }),
    ).toMatchObject({
      first_name: memberMessages.firstName,
      dob: memberMessages.invalidDob,
      phone_number: memberMessages.phone,
      biography: memberMessages.biography,
    });
    expect(errorsOf('intake', { ...filledIn, home_state: 'XX' }).home_state).toBe(
      memberMessages.region('US'),
    );
  });

  it('needs a member to be 13 or older', () => {
    const year = new Date().getFullYear();
    expect(errorsOf('edit-profile', { ...filledIn, dob: `${year - 5}-01-01` }).dob).toBe(
      memberMessages.tooYoung,
    );
  });
});
