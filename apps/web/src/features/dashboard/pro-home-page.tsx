import { Box, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/brand';
import { calledBy } from '../../app/people';
import { AccountSafetyPanel } from './account-safety-panel';
import { useDashboardUser } from './use-dashboard-user';

/** /pro-dashboard/homepage: the welcome and what to do next. */
export function ProHomePage() {
  usePageTitle('Dashboard');
  const user = useDashboardUser();
  const name = calledBy(user);
  return (
    <>
      <Title order={1}>{name ? `Welcome, ${name}` : 'Welcome'}</Title>
      <Text mt="xs" c="dimmed">
        Signed in as {user.email}
      </Text>
      <Box mt="lg" maw={560}>
        <AccountSafetyPanel user={user} securityPage="/pro-dashboard/settings" />
      </Box>
    </>
  );
}
