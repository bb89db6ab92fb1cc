import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import classes from './address-fields.module.css';
import { FieldHint } from './field-hint';
import type { IntakeForm } from './intake-form';
import { stateChoices } from './practice-fields';
import { withMirroredHome } from './quick-intake-values';

type Prefix = 'office' | 'mail';

/** Street, city, state and ZIP code of one address, all required (§2 step 3). */
function AddressFields({
  form,
  prefix,
  mirrored,
}: {
  form: IntakeForm;
  prefix: Prefix;
  /** Shown copied from the business address and disabled. */
  mirrored?: boolean;
}) {
  const shown = withMirroredHome(form.values);
  const props = (part: 'address_line1' | 'city' | 'state' | 'zipcode') => {
    const field = `${prefix}_${part}` as const;
    const input = form.getInputProps(field);
    return mirrored ? { ...input, value: shown[field], error: undefined, disabled: true } : input;
  };
  const section = prefix === 'office' ? 'business' : 'home';
  return (
    <Stack gap="md">
      <TextInput
        label="Street address"
        required
        autoComplete={`section-${section} address-line1`}
        {...props('address_line1')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="City"
          required
          autoComplete={`section-${section} address-level2`}
          {...props('city')}
        />
        <NativeSelect
          label="State"
          required
          autoComplete={`section-${section} address-level1`}
          data={stateChoices}
          {...props('state')}
        />
        <TextInput
          label="ZIP code"
          required
          inputMode="numeric"
          autoComplete={`section-${section} postal-code`}
          {...props('zipcode')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Step 3, what-is-your-practice-address: an optional business name, the business address and
 * the home (mailing) address. 'Same as Business Address' copies the business address into
 * the home fields and disables them; they stay copies while the business fields change.
 */
export function AddressStepFields({ form }: { form: IntakeForm }) {
  const same = form.values.same_as_business;
  const toggleSame = (checked: boolean) => {
    // Unticking keeps the copy in the home fields, to edit from there.
    if (!checked) form.setValues(withMirroredHome(form.values));
    form.setFieldValue('same_as_business', checked);
  };
  return (
    <Stack gap="lg">
      <TextInput
        label="Business name"
        autoComplete="organization"
        rightSection={
          <FieldHint
            field="business name"
            hint="You can leave this blank if you have not yet created a separate business for your practice."
          />
        }
        rightSectionPointerEvents="all"
        {...form.getInputProps('business_entity_name')}
      />
      <Fieldset legend="Business address" variant="unstyled" classNames={classes}>
        <AddressFields form={form} prefix="office" />
      </Fieldset>
      <Fieldset legend="Home/mailing address" variant="unstyled" classNames={classes}>
        <Stack gap="md">
          <Checkbox
            label="Same as Business Address"
            checked={same}
            onChange={(event) => toggleSame(event.currentTarget.checked)}
          />
          <AddressFields form={form} prefix="mail" mirrored={same} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
