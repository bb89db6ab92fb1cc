import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BIOGRAPHY_MAX,
  INTAKE_GENDER_OPTIONS,
  SEX_OPTIONS,
} from '@orchid/contracts/member-options';
import {
  COUNTRIES,
  COUNTRY_CODES,
  CountryCodeSchema,
  isValidRegion,
  regionLabel,
  regionsOf,
  zipLabel,
} from '@orchid/contracts/regions';
import { DobField } from './dob-field';
import { PhoneField } from './phone-field';
import type { ProfileFormVariant, ProfileValues } from './profile-values';

type ProfileForm = UseFormReturnType<ProfileValues>;

/** Options with a "choose" entry first, and a stored value that is not in the list kept. */
function choices(options: readonly string[], current: string, placeholder: string) {
  const kept = current !== '' && !options.includes(current) ? [current] : [];
  return [
    { value: '', label: placeholder },
    ...[...options, ...kept].map((value) => ({ value, label: value })),
  ];
}

/** Legal names, date of birth and the home address: the intake's required tab. */
export function RequiredProfileFields({
  form,
  variant,
}: {
  form: ProfileForm;
  variant: ProfileFormVariant;
}) {
  const addressRequired = variant === 'intake';
  const { country } = form.values;
  const chooseCountry = (value: string) => {
    const parsed = CountryCodeSchema.safeParse(value);
    if (!parsed.success) return;
    form.setFieldValue('country', parsed.data);
    // A state of one country is no region of another.
    if (!isValidRegion(parsed.data, form.values.home_state)) form.setFieldValue('home_state', '');
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Legal first name"
          autoComplete="given-name"
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Legal last name"
          autoComplete="family-name"
          required
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <DobField
        label="Date of birth"
        required
        {...form.getInputProps('dob')}
        value={form.values.dob}
      />
      <TextInput
        label="Street address"
        autoComplete="address-line1"
        required={addressRequired}
        {...form.getInputProps('home_address_line1')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="Country"
          autoComplete="country"
          required={addressRequired}
          data={COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code].label }))}
          {...form.getInputProps('country')}
          onChange={(event) => chooseCountry(event.currentTarget.value)}
        />
        <NativeSelect
          label={regionLabel(country)}
          autoComplete="address-level1"
          required={addressRequired}
          data={[
            { value: '', label: `Choose a ${regionLabel(country).toLowerCase()}` },
            ...regionsOf(country).map(({ value, label }) => ({ value, label })),
          ]}
          {...form.getInputProps('home_state')}
        />
        <TextInput
          label="City"
          autoComplete="address-level2"
          required={addressRequired}
          {...form.getInputProps('home_city')}
        />
        <TextInput
          label={zipLabel(country)}
          autoComplete="postal-code"
          required={addressRequired}
          {...form.getInputProps('home_zipcode')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Everything else about the member: the intake's optional tab. */
export function OptionalProfileFields({ form }: { form: ProfileForm }) {
  const { biography, gender, sex } = form.values;
  return (
    <Stack gap="md">
      <TextInput
        label="Preferred first name"
        description="The name you like to be called, if it is not your legal name"
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        autoComplete="nickname"
        {...form.getInputProps('preferred_first_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="Gender"
          data={choices(INTAKE_GENDER_OPTIONS, gender, 'Choose one')}
          {...form.getInputProps('gender')}
        />
        <NativeSelect
          label="Sex"
          description="The sex you give must match your insurance provider's records."
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          data={choices(SEX_OPTIONS, sex, 'Choose one')}
          {...form.getInputProps('sex')}
        />
      </SimpleGrid>
      <PhoneField
        label="Phone number"
        {...form.getInputProps('phone_number')}
        value={form.values.phone_number}
      />
      <TextInput label="Insurance provider" {...form.getInputProps('insurance_provider')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Insurance group ID" {...form.getInputProps('insurance_group_id')} />
        <TextInput label="Insurance member ID" {...form.getInputProps('insurance_member_id')} />
      </SimpleGrid>
      <Textarea
        label="About you"
        description={`${biography.length} of ${BIOGRAPHY_MAX} characters`}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        rows={5}
        maxLength={BIOGRAPHY_MAX}
        {...form.getInputProps('biography')}
        onChange={(event) =>
          form.setFieldValue('biography', event.currentTarget.value.slice(0, BIOGRAPHY_MAX))
        }
      />
    </Stack>
  );
}
