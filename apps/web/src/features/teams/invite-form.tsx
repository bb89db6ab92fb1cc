import { Alert, Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { inviteToTeam } from '@orchid/contracts/teams';
import type { z } from 'zod';
import { requestSchema } from '../../app/forms/form-schema';
import { showToast } from '../../app/toasts';
import { useInviteToTeam } from './team-queries';
import { roleOptions } from './team-roles';

/** The form's fields are the request's. */
const InviteSchema = requestSchema(inviteToTeam);

/** Invite a professional or a scheduler by e-mail; the mail carries the link to join. */
export function InviteForm({ teamId }: { teamId: string | null }) {
  const invite = useInviteToTeam(teamId);
  const form = useForm<z.input<typeof InviteSchema>>({
    initialValues: { email: '', role: 'PRACTICE_SCHEDULER' },
    validate: schemaResolver(InviteSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(InviteSchema.parse(values), {
      onSuccess: (sent) => {
        showToast({
          color: 'green',
          title: 'Invitation sent',
          message: `We emailed ${sent.email} a link to join.`,
        });
        form.reset();
      },
    }),
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
