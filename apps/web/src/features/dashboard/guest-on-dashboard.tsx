import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import type { DashboardArea } from '../../app/guards/dashboard-access';
import { useCurrentModal, useModals } from '../../app/modals/modals';
import { paths } from '../../app/paths';
import { isLeavingAfterSignOut } from '../../app/session/use-sign-out';

/**
 * A guest on a dashboard path: the login dialog opens over an otherwise empty page (§2
 * "Signed-in areas"). Closing it leaves the way to log in or register on the page.
 */
export function GuestOnDashboard({ area }: { area: DashboardArea }) {
  usePageTitle('Log in');
  const { open } = useModals();
  const current = useCurrentModal();
  // Only when nothing else is open (an ended session opens the login dialog with its
  // notice), and not for someone who just signed out and is on the way to their landing page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (current === undefined && !isLeavingAfterSignOut()) open('login');
  }, []);
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Please log in to continue</Title>
      <Text mt="sm">This page is part of your account. Log in to see it.</Text>
      <Group mt="md" gap="sm">
        <Button onClick={() => open('login')}>Log in</Button>
        {area === 'member-dashboard' ? (
          <Button variant="default" onClick={() => open('sign-in-or-register')}>
            Create an account
          </Button>
        ) : (
          <Button variant="default" component={Link} to={paths.professionalRegister}>
            Create an account
          </Button>
        )}
      </Group>
    </Container>
  );
}
