import { Badge, Button, Group, type PaperProps, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';

/** The dashboards' nudge towards 2-step verification, or a word that it is on. */
type AccountSafetyPanelProps = PaperProps & { user: UserInfo; securityPage: string };

export function AccountSafetyPanel({ user, securityPage, ...layout }: AccountSafetyPanelProps) {
  return (
    <Panel {...layout}>
      <Group gap="xs" wrap="nowrap" align="center">
        <IconShieldLock size={24} aria-hidden="true" color="var(--mantine-color-orchid-7)" />
        <Title order={2} size="h3">
          Keep your account safe
        </Title>
        {user.mfa_enabled && (
          <Badge color="green" variant="light">
            2-step on
          </Badge>
        )}
      </Group>
      <Text mt="xs">
        {user.mfa_enabled
          ? 'Two-step verification protects your account. You can manage it and your password in your account security settings.'
          : 'Add 2-step verification so a stolen password alone cannot open your account.'}
      </Text>
      <Button
        component={Link}
        to={securityPage}
        mt="md"
        variant={user.mfa_enabled ? 'default' : 'filled'}
      >
        {user.mfa_enabled ? 'Account security' : 'Set up 2-step verification'}
      </Button>
    </Panel>
  );
}
