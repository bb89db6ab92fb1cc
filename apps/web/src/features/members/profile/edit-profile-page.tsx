import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MemberInfo } from '@orchid/contracts/members';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { showToast } from '../../../app/toasts';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { useMemberInfo, useSaveMemberInfo } from '../member-info';
import { OptionalProfileFields, RequiredProfileFields } from './profile-fields';
import { hasNamesAndDob, profileValuesFrom } from './profile-values';
import { placeSaveError, SaveFailedAlert } from './save-failed';
import { useProfileForm } from './use-profile-form';

/** /member-dashboard/edit-profile: the intake's fields on one page (its edit-profile variant). */
export function EditProfilePage() {
  usePageTitle('Edit profile');
  const info = useMemberInfo();
  return (
    <>
      <Title order={1}>Edit profile</Title>
      <Text mt="xs" c="dimmed">
        Fields marked with an asterisk (*) are required.
      </Text>
      <QueryView query={info} failedMessage="We could not load the profile">
        {(data) => <EditProfileForm info={data} />}
      </QueryView>
    </>
  );
}

function EditProfileForm({ info }: { info: MemberInfo }) {
  const form = useProfileForm(profileValuesFrom(info), 'edit-profile');
  const save = useSaveMemberInfo();
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  // Save stays disabled until something changed (§5), and names and dob are there.
  const canSave = form.isDirty() && hasNamesAndDob(form.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { hasErrors } = form.validate();
    setInvalid(hasErrors);
    if (hasErrors) return;
    save.mutate(form.values, {
      onSuccess: () => {
        showToast({ color: 'green', title: 'Profile saved', message: 'Your changes are saved.' });
        navigate(paths.memberProfile);
      },
      onError: (error) => placeSaveError(error, form),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="md" maw={720}>
        <InvalidFormAlert shown={invalid} />
        <Panel>
          <Title order={2} size="h3" mb="sm">
            Name, birth date and address
          </Title>
          <RequiredProfileFields form={form} variant="edit-profile" />
        </Panel>
        <Panel>
          <Title order={2} size="h3" mb="sm">
            More about you
          </Title>
          <OptionalProfileFields form={form} />
        </Panel>
        <SaveFailedAlert error={save.error} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.memberProfile} variant="default">
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
