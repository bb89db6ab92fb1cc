import type { DobOwner } from '@orchid/contracts/date-of-birth';
import { memberMessages } from '@orchid/contracts/members';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../app/test-providers';
import { DobField } from './dob-field';
import { dobField } from './dob-rules';
import { PhoneField } from './phone-field';
import { OptionalProfileFields, RequiredProfileFields } from './profile-fields';
import type { ProfileValues } from './profile-values';
import { useProfileForm } from './use-profile-form';

/** The date-of-birth field's message for a typed value, or null. */
const dobError = (value: string, owner: DobOwner, today: string) =>
  dobField(owner, today).safeParse(value).error?.issues[0]?.message ?? null;

/** A field with its value shown beside it, as the form would hold it. */
function Controlled({ kind }: { kind: 'dob' | 'phone' }) {
  const [value, setValue] = useState('');
  const Field = kind === 'dob' ? DobField : PhoneField;
  return (
    <>
      <Field
        label={kind === 'dob' ? 'Date of birth' : 'Phone number'}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const held = () => screen.getByTestId('value').textContent;

const blank: ProfileValues = {
  first_name: '',
  last_name: '',
  dob: '',
  home_address_line1: '',
  country: 'US',
  home_state: '',
  home_city: '',
  home_zipcode: '',
  preferred_first_name: '',
  gender: '',
  sex: '',
  phone_number: '',
  insurance_provider: '',
  insurance_group_id: '',
  insurance_member_id: '',
  biography: '',
};

function ProfileFields() {
  const form = useProfileForm(blank, 'intake');
  return (
    <>
      <RequiredProfileFields form={form} variant="intake" />
      <OptionalProfileFields form={form} />
      <output data-testid="value">{form.values.biography.length}</output>
    </>
  );
}

describe('date of birth field', () => {
  it('turns a date typed with slashes into YYYY-MM-DD, zero-padded', async () => {
    render(<Controlled kind="dob" />, { wrapper: TestProviders });
    const user = userEvent.setup();
    const field = screen.getByLabelText('Date of birth');

    await user.type(field, '3/7/2001');
    expect(held()).toBe('2001-03-07');
    expect(screen.getByText('March 7, 2001')).toBeTruthy();
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('2001-03-07');
  });

  it('keeps what is not a date yet as typed, for the form to say so', async () => {
    render(<Controlled kind="dob" />, { wrapper: TestProviders });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of birth'), '2/30/2001');
    expect(held()).toBe('2/30/2001');
  });

  it('is no later than 13 years ago for a member, under 18 for a minor, never ahead', () => {
    const today = '2026-03-01';
    expect(dobError('', 'member', today)).toBe(memberMessages.dob);
    expect(dobError('13/01/2000', 'member', today)).toBe(memberMessages.invalidDob);
    expect(dobError('2013-03-01', 'member', today)).toBeNull();
    expect(dobError('3/2/2013', 'member', today)).toBe(memberMessages.tooYoung);
    expect(dobError('2026-03-02', 'minor', today)).toBe(memberMessages.futureDob);
    expect(dobError('2008-03-02', 'minor', today)).toBeNull();
    expect(dobError('2008-03-01', 'minor', today)).toBe(memberMessages.minorNotMinor);
  });
});

describe('phone number field', () => {
  it('shows the digits through the mask and keeps only the digits', async () => {
    render(<Controlled kind="phone" />, { wrapper: TestProviders });
    const user = userEvent.setup();
    const field = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(field.placeholder).toBe('(---) --- ----');

    await user.type(field, '5551234567');
    expect(field.value).toBe('(555) 123 4567');
    expect(held()).toBe('5551234567');
    await user.type(field, '8');
    expect(held()).toBe('5551234567');
  });

  it('takes a pasted number with its country code, and deletes past a separator', async () => {
    render(<Controlled kind="phone" />, { wrapper: TestProviders });
    const field = screen.getByLabelText('Phone number') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '+1 555-123-4567' } });
    expect(held()).toBe('5551234567');

    fireEvent.change(field, { target: { value: '(555) 123' } });
    expect(field.value).toBe('(555) 123');
    // Backspace over the space after "(555)" leaves the digits as they were.
    fireEvent.change(field, { target: { value: '(555)123' } });
    expect(held()).toBe('55512');
    expect(field.value).toBe('(555) 12');
  });
});

describe('profile fields', () => {
  it('labels region and zip by country, with that country’s list, and forgets a foreign region', async () => {
    render(<ProfileFields />, { wrapper: TestProviders });
    const user = userEvent.setup();
    const region = () => screen.getByLabelText(/^(State|Province|Department)/) as HTMLSelectElement;
    expect(screen.getByLabelText(/^Country/)).toHaveProperty('value', 'US');
    expect(region().labels?.[0]?.textContent).toContain('State');
    expect(screen.getByLabelText(/^Zip/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'New York' })).toBeTruthy();
    await user.selectOptions(region(), 'NY');

    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    expect(region().labels?.[0]?.textContent).toContain('Province');
    expect(region().value).toBe('');
    expect(screen.getByLabelText(/^Postal Code/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Ontario' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'New York' })).toBeNull();

    await user.selectOptions(screen.getByLabelText(/^Country/), 'CO');
    expect(region().labels?.[0]?.textContent).toContain('Department');
    expect(screen.getByRole('option', { name: 'Antioquia' })).toBeTruthy();
    expect(screen.getByLabelText(/^Postal Code/)).toBeTruthy();
  });

  it('keeps the biography to 1024 characters, with a counter', async () => {
    render(<ProfileFields />, { wrapper: TestProviders });
    const user = userEvent.setup();
    const biography = screen.getByLabelText('About you');
    expect(screen.getByText('0 of 1024 characters')).toBeTruthy();
    await user.click(biography);
    await user.paste('a'.repeat(1030));
    expect(held()).toBe('1024');
    expect(screen.getByText('1024 of 1024 characters')).toBeTruthy();
  });

  it('notes that the sex given must match the insurance records', () => {
    render(<ProfileFields />, { wrapper: TestProviders });
    expect(
      screen.getByText("The sex you give must match your insurance provider's records."),
    ).toBeTruthy();
    const genders = screen.getByLabelText('Gender') as HTMLSelectElement;
    expect([...genders.options].map((option) => option.text)).toEqual([
      'Choose one',
      'Male',
      'Female',
      'Non-binary',
      'Transgender',
      'Prefer not to say',
    ]);
  });
});
