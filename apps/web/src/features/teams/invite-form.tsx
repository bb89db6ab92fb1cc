import { Alert, Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Role, RoleSchema } from '@orchid/contracts/accounts';
import { showToast } from '../../app/toasts';
import { emailError } from '../accounts/field-rules';
import { useInviteToTeam } from './team-queries';
import { roleOptions } from './team-roles';

/** Invite a professional or a scheduler by e-mail; the mail carries the link to join. */
export function InviteForm({ teamId }: { teamId: string | null }) {
  const invite = useInviteToTeam(teamId);
  const form = useForm<{ email: string; role: Role }>({
    initialValues: { email: '', role: 'PRACTICE_SCHEDULER' },
    validate: {
      email: emailError,
      role: (value) => (RoleSchema.safeParse(value).success ? null : 'Choose a role'),
    },
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(
      { email: values.email.trim(), role: values.role },
      {
        onSuccess: (sent) => {
          showToast({
            color: 'green',
            title: 'Invitation sent',
            message: `We emailed ${sent.email} a link to join.`,
          });
          form.reset();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          withAsterisk
          data={roleOptions}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>
      {invite.error && (
        <Alert color="red" variant="light" role="alert" mt="sm" title="The invitation was not sent">
          {invite.error.message}
        </Alert>
      )}
      <Button type="submit" mt="md" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
