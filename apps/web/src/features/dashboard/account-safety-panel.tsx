import { Badge, Button, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StepCard } from '../../ui/step-card';

/** The dashboards' nudge towards 2-step verification, or a word that it is on. */
export function AccountSafetyPanel({
  user,
  securityPage,
}: {
  user: UserInfo;
  securityPage: string;
}) {
  return (
    <StepCard
      icon={IconShieldLock}
      title="Keep your account safe"
      badge={
        user.mfa_enabled && (
          <Badge color="green" variant="light">
            2-step on
          </Badge>
        )
      }
      action={
        <Button
          component={Link}
          to={securityPage}
          variant={user.mfa_enabled ? 'default' : 'filled'}
        >
          {user.mfa_enabled ? 'Account security' : 'Set up 2-step verification'}
        </Button>
      }
    >
      <Text>
        {user.mfa_enabled
          ? 'Two-step verification protects your account. You can manage it and your password in your account security settings.'
          : 'Add 2-step verification so a stolen password alone cannot open your account.'}
      </Text>
    </StepCard>
  );
}
