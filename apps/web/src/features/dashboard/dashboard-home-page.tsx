import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { Panel } from '../../ui/panel';
import { useDashboardUser } from './use-dashboard-user';

/** /pro-dashboard/homepage and /member-dashboard/homepage: the welcome and what to do next. */
export function DashboardHomePage() {
  usePageTitle('Dashboard');
  const user = useDashboardUser();
  const name = user.preferred_first_name?.trim() || user.first_name;
  const accountPage =
    user.user_type === 'orchid_pro' ? '/pro-dashboard/settings' : '/member-dashboard/profile';
  return (
    <>
      <Title order={1}>{name ? `Welcome, ${name}` : 'Welcome'}</Title>
      <Text mt="xs" c="dimmed">
        Signed in as {user.email}
      </Text>
      <Panel mt="lg" maw={560}>
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
          to={accountPage}
          mt="md"
          variant={user.mfa_enabled ? 'default' : 'filled'}
        >
          {user.mfa_enabled ? 'Account security' : 'Set up 2-step verification'}
        </Button>
      </Panel>
    </>
  );
}
