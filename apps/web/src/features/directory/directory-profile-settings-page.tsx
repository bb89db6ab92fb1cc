import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type DirectoryProfile,
  DirectoryProfileInputSchema,
  PROFESSIONAL_BIOGRAPHY_MAX,
} from '@orchid/contracts/directory';
import { GENDER_IDENTITY_OPTIONS } from '@orchid/contracts/member-options';
import { INSURANCE_PAYERS } from '@orchid/contracts/professional-options/insurance-payers';
import {
  CLIENT_ISSUES,
  LANGUAGES,
  TREATMENT_APPROACHES,
} from '@orchid/contracts/professional-options/practice';
import { useState } from 'react';
import { Link } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { showToast } from '../../app/toasts';
import { InvalidFormAlert } from '../../ui/invalid-form-alert';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { professionalProfile } from './directory-paths';
import { useOwnDirectoryProfile, useSaveDirectoryProfile } from './directory-queries';
import { listedCaption } from './directory-words';
import { ProfilePhotoField } from './profile-photo-field';
import { type ProfileValues, profileInputOf, profileValuesOf } from './profile-values';

/** /pro-dashboard/settings/directory-profile: what clients choose by in the directory. */
export function DirectoryProfileSettingsPage() {
  usePageTitle('Directory profile');
  const profile = useOwnDirectoryProfile();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Directory profile</Title>
        <Text c="dimmed" mt={4}>
          What people looking for care read before they book with you.
        </Text>
      </div>
      <QueryView query={profile} failedMessage="We could not load your directory profile">
        {(loaded) => <DirectoryProfileForm profile={loaded} />}
      </QueryView>
    </Stack>
  );
}

const addressRefused = (error: unknown) =>
  isRefusal(error, 'directory.customUrlTaken') || isRefusal(error, 'directory.customUrlReserved');

const resolve = schemaResolver(DirectoryProfileInputSchema, { sync: true });

function DirectoryProfileForm({ profile }: { profile: DirectoryProfile }) {
  const user = useDashboardUser();
  const save = useSaveDirectoryProfile();
  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(profile),
    validate: (values) => resolve(profileInputOf(values)),
  });
  // Only the form's own checks say 'fill out correctly'; the server's refusal is under its field.
  const [invalid, setInvalid] = useState(false);
  const submit = form.onSubmit(
    (values) => {
      setInvalid(false);
      save.mutate(DirectoryProfileInputSchema.parse(profileInputOf(values)), {
        onSuccess: (saved) => {
          form.resetDirty(profileValuesOf(saved));
          showToast({ color: 'green', title: 'Directory profile saved', message: '' });
        },
        onError: (error) => {
          // 409 taken, or a word of the app's own addresses: said under the field.
          if (addressRefused(error)) form.setFieldError('custom_url', error.message);
        },
      });
    },
    () => setInvalid(true),
  );
  const refused = save.isError && !addressRefused(save.error);
  const name = `${user.first_name} ${user.last_name}`;
  const publicAddress = profile.custom_url ?? user.sub;

  return (
    <Stack gap="lg">
      <Panel>
        <ProfilePhotoField profile={profile} name={name} />
      </Panel>
      <Panel>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <InvalidFormAlert shown={invalid} />
            {refused && (
              <Alert color="red" variant="light" role="alert" title="Your profile was not saved">
                {save.error?.message}
              </Alert>
            )}
            <Switch
              label="Show me in the directory"
              description={listedCaption(form.values.listed)}
              {...form.getInputProps('listed', { type: 'checkbox' })}
            />
            <Textarea
              label="About you"
              description="How you work and who you help, in your own words."
              autosize
              minRows={5}
              maxLength={PROFESSIONAL_BIOGRAPHY_MAX}
              {...form.getInputProps('biography')}
            />
            <MultiSelect
              size="md"
              label="Issues you treat"
              data={[...CLIENT_ISSUES]}
              searchable
              {...form.getInputProps('issues_treated')}
            />
            <MultiSelect
              size="md"
              label="Approaches"
              data={[...TREATMENT_APPROACHES]}
              searchable
              {...form.getInputProps('approaches')}
            />
            <MultiSelect
              size="md"
              label="Languages"
              data={[...LANGUAGES]}
              searchable
              {...form.getInputProps('languages')}
            />
            <MultiSelect
              size="md"
              label="Insurance accepted"
              data={[...INSURANCE_PAYERS]}
              searchable
              {...form.getInputProps('insurance_accepted')}
            />
            <Select
              size="md"
              label="Gender identity"
              description="Some clients look for a professional of a gender they feel at ease with."
              placeholder="Not shown"
              data={[...GENDER_IDENTITY_OPTIONS]}
              clearable
              {...form.getInputProps('gender_identity')}
            />
            <TextInput
              label="Your own address"
              description={`Your page's address: ${window.location.origin}${professionalProfile(form.values.custom_url.trim() || user.sub)}`}
              placeholder="e.g. mina-okafor"
              maxLength={60}
              {...form.getInputProps('custom_url')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to={professionalProfile(publicAddress)}>
                See your public page
              </Anchor>
              <Button type="submit" loading={save.isPending}>
                Save directory profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Panel>
    </Stack>
  );
}
