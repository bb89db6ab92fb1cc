import { SimpleGrid, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { Panel } from '../../../ui/panel';
import { TwoStepSection } from '../two-step/two-step-section';
import { ChangePasswordForm } from './change-password-form';

/** Account security, on the professional settings and the member profile. */
export function AccountSecurity({ user }: { user: UserInfo }) {
  return (
    <section aria-labelledby="account-security-title">
      <Title order={2} id="account-security-title" mt="lg">
        Account security
      </Title>
      <Text c="dimmed" mt={4}>
        You sign in as {user.email}.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mt="md">
        <Panel p={{ base: 'sm', sm: 'md' }}>
          <Title order={3}>Change password</Title>
          <ChangePasswordForm />
        </Panel>
        <Panel p={{ base: 'sm', sm: 'md' }}>
          <Title order={3}>2-step verification</Title>
          <TwoStepSection mfaEnabled={user.mfa_enabled} />
        </Panel>
      </SimpleGrid>
    </section>
  );
}
