import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { GUARDIAN_RELATIONSHIP_OPTIONS } from '@orchid/contracts/member-options';
import { createMinor } from '@orchid/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../../app/api/api-client';
import { inWords, requestSchema } from '../../../app/forms/form-schema';
import { refreshUserInfo } from '../../../app/session/session';
import { showToast } from '../../../app/toasts';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { serverFieldError } from '../../accounts/server-field-error';
import { DobField } from '../profile/dob-field';
import { dobField } from '../profile/dob-rules';

const initialValues = {
  first_name: '',
  last_name: '',
  preferred_first_name: '',
  dob: '',
  relationship: '',
};
type MinorValues = typeof initialValues;

const minorFields: Record<string, keyof MinorValues> = {
  first_name: 'first_name',
  last_name: 'last_name',
  preferred_first_name: 'preferred_first_name',
  dob: 'dob',
  relationship: 'relationship',
};

const minorRequest = requestSchema(createMinor);

/**
 * The request's fields, with the date-of-birth rule for a minor (under 18, judged with the
 * browser's today) and the choice of relationship in the form's words.
 */
const minorSchema = minorRequest.extend({
  dob: dobField('minor'),
  relationship: inWords(minorRequest.shape.relationship, 'Please choose how you are related'),
});

/**
 * Adds a minor profile the member is guardian of (POST /api/users/v1/minors): names, a date
 * of birth under 18, and how they are related. The new profile joins the 'View as' choices.
 */
export function AddMinorForm() {
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState(false);
  const form = useForm({
    initialValues,
    validateInputOnBlur: true,
    validate: schemaResolver(minorSchema, { sync: true }),
  });
  const add = useMutation({
    mutationFn: async (values: MinorValues) => {
      const minor = await call(createMinor, minorSchema.parse(values));
      await refreshUserInfo(queryClient).catch(() => null);
      return minor;
    },
    onSuccess: (minor) => {
      form.reset();
      showToast({
        color: 'green',
        title: 'Profile added',
        message: `${minor.preferred_first_name || minor.first_name} can now be chosen in View as.`,
      });
    },
    onError: (error) => {
      const placed = serverFieldError(error, minorFields);
      if (placed) form.setFieldError(placed.field, placed.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { hasErrors } = form.validate();
    setInvalid(hasErrors);
    if (!hasErrors) add.mutate(form.values);
  };
  const failure = add.error && !serverFieldError(add.error, minorFields) ? add.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <InvalidFormAlert shown={invalid} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Legal first name" required {...form.getInputProps('first_name')} />
          <TextInput label="Legal last name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Preferred first name" {...form.getInputProps('preferred_first_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DobField
            label="Date of birth"
            required
            {...form.getInputProps('dob')}
            value={form.values.dob}
          />
          <NativeSelect
            label="Your relationship"
            required
            data={[
              { value: '', label: 'Choose one' },
              ...GUARDIAN_RELATIONSHIP_OPTIONS.map((option) => ({ value: option, label: option })),
            ]}
            {...form.getInputProps('relationship')}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            The profile was not added: {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add minor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
