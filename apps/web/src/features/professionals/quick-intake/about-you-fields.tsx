import {
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DEFAULT_NAME_SCHEMA, nameSchemaProblem, nameSchemasFor } from '@orchid/contracts/names';
import type { ProfessionalProfile } from '@orchid/contracts/professionals';
import { normalizeDob } from '@orchid/contracts/time';
import { DobField } from '../../members/profile/dob-field';
import { FieldHint } from './field-hint';
import type { IntakeForm } from './intake-form';
import { credentialsOf, DEGREE_CHOICES, namePreview } from './quick-intake-values';

/** Step 1, tell-us-about-yourself: legal name (read-only), preferred name, display name, dob. */
export function AboutYouFields({
  form,
  profile,
}: {
  form: IntakeForm;
  profile: ProfessionalProfile;
}) {
  const dob = form.getInputProps('dob');
  // Only the display names the degree allows (names.ts): 'Dr.' with a doctorate, the
  // MD/DO suffix with a medical degree.
  const credentials = credentialsOf(form.values.degree);
  const chooseDegree = (degree: string) => {
    form.setFieldValue('degree', degree);
    if (nameSchemaProblem(form.values.name_schema, credentialsOf(degree))) {
      form.setFieldValue('name_schema', DEFAULT_NAME_SCHEMA);
    }
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Legal first name"
          value={profile.legal_first_name}
          readOnly
          variant="filled"
          description="From your registration"
          inputWrapperOrder={['label', 'input', 'description']}
        />
        <TextInput label="Legal last name" value={profile.last_name} readOnly variant="filled" />
      </SimpleGrid>
      <TextInput
        label="Preferred first name"
        autoComplete="nickname"
        rightSection={
          <FieldHint field="preferred first name" hint="If different than your legal first name" />
        }
        rightSectionPointerEvents="all"
        {...form.getInputProps('preferred_first_name')}
      />
      <NativeSelect
        label="Doctoral degree"
        description="A doctorate lets your name start with 'Dr.'; an MD or DO can also follow it."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={DEGREE_CHOICES}
        {...form.getInputProps('degree')}
        onChange={(event) => chooseDegree(event.currentTarget.value)}
      />
      <Radio.Group
        label={
          <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
            Display name
            <FieldHint
              field="display name"
              hint="This name will be shown on Messages, Bookings, Invites, etc"
            />
          </Group>
        }
        required
        size="md"
        {...form.getInputProps('name_schema')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {nameSchemasFor(credentials).map((schema) => (
            <Radio key={schema.value} value={schema.value} label={schema.label} size="md" />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-orchid-0)">
        <Text size="sm" c="dimmed">
          Your name will be shown as
        </Text>
        <Text fw={600} size="lg" aria-live="polite">
          {namePreview(profile, form.values)}
        </Text>
      </Paper>
      <DobField
        label="Date of birth"
        required
        {...dob}
        value={form.values.dob}
        onChange={(value) => {
          form.setFieldValue('dob', value);
          // A whole date is judged at once: a too-young date says so before Continue.
          if (normalizeDob(value)) form.validateField('dob');
        }}
      />
    </Stack>
  );
}
