import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  PHYSICIAN_SPECIALTIES,
  PROVIDER_TYPES,
  ProviderTypeSchema,
} from '@orchid/contracts/professional-options';
import { US_STATES } from '@orchid/contracts/regions';
import type { IntakeForm } from './intake-form';
import { specialtyForType } from './quick-intake-values';

/** US states by name, after a "choose" entry. */
export const stateChoices = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map(({ value, label }) => ({ value, label })),
];

/** Step 2, describe-your-practice: the professional type, a physician's specialty, the license. */
export function PracticeFields({ form }: { form: IntakeForm }) {
  const chooseType = (value: string) => {
    const type = ProviderTypeSchema.safeParse(value);
    if (!type.success) return;
    form.setFieldValue('type', type.data);
    // A specialty of one type is none of another's: a physician starts on the first one.
    form.setFieldValue('specialty', specialtyForType(type.data));
  };
  return (
    <Stack gap="md">
      <NativeSelect
        label="Professional type"
        required
        data={PROVIDER_TYPES.map(({ value, label }) => ({ value, label }))}
        {...form.getInputProps('type')}
        onChange={(event) => chooseType(event.currentTarget.value)}
      />
      {form.values.type === 'physician' && (
        <NativeSelect
          label="Specialty"
          required
          data={[
            { value: '', label: 'Choose a specialty' },
            ...PHYSICIAN_SPECIALTIES.map(({ value, label }) => ({ value, label })),
          ]}
          {...form.getInputProps('specialty')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="License state"
          required
          data={stateChoices}
          {...form.getInputProps('conferring_entity')}
        />
        <TextInput
          label="License number"
          required
          autoComplete="off"
          {...form.getInputProps('license_number')}
        />
        <TextInput
          type="date"
          label="License expiry date"
          description="As on your license; the team checks it before approving you."
          {...form.getInputProps('expiration_date')}
        />
      </SimpleGrid>
    </Stack>
  );
}
