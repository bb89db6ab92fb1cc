import { SimpleGrid, Text, Title } from '@mantine/core';
import { roleAllows } from '@orchid/contracts/feature-access';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { calledBy } from '../../app/people';
import { dashboardPath } from '../../app/session/landing';
import { LoadFailed } from '../../ui/load-failed';
import { ScreenLoading } from '../../ui/screen-loading';
import { useAccess } from '../access/use-access';
import { onboardingChecklist } from './onboarding-checklist';
import { OnboardingChecklistPanel } from './onboarding-checklist-panel';
import { PlanStatePanel } from './plan-state-panel';
import { UpcomingSessionsPanel } from './upcoming-sessions-panel';
import { useDashboardUser } from './use-dashboard-user';
import { useOwnProfile } from './use-own-profile';

/** /pro-dashboard/homepage: the welcome, the first steps and the plan (owners; §6 dashboard). */
export function ProHomePage() {
  usePageTitle('Dashboard');
  const user = useDashboardUser();
  const name = calledBy(user);
  // Not a scheduler's page (no dashboard by role): where their work starts instead.
  if (!roleAllows(user.role, 'dashboard')) return <Navigate to={dashboardPath(user)} replace />;
  return (
    <>
      <Title order={1}>{name ? `Welcome, ${name}` : 'Welcome'}</Title>
      <Text mt="xs" c="dimmed">
        Signed in as {user.email}
      </Text>
      <HomeSteps />
    </>
  );
}

function HomeSteps() {
  const user = useDashboardUser();
  const access = useAccess(user);
  const profile = useOwnProfile();
  if (!access.isSuccess || !profile.isSuccess) {
    const failed = profile.error ?? access.error;
    if (!failed) return <ScreenLoading />;
    return (
      <LoadFailed
        message="We could not load your dashboard"
        error={failed}
        onRetry={() => Promise.all([profile.refetch(), access.refetch()])}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="lg" maw={1040}>
      <UpcomingSessionsPanel user={user} />
      <OnboardingChecklistPanel
        items={onboardingChecklist({ user, profile: profile.data, access: access.data })}
      />
      <PlanStatePanel
        access={access.data}
        approved={user.profile_approved_to_use_the_platform}
        timezone={user.timezone}
      />
    </SimpleGrid>
  );
}
