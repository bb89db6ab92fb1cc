import { Button, Text, Title } from '@mantine/core';
import type { FeatureName } from '@orchid/contracts/feature-access';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from '../../app/session/landing';
import { LoadFailed } from '../../ui/load-failed';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { useAccess } from './use-access';

/**
 * A dashboard page that needs a role or plan feature (§6). Without it the page says so and
 * points back to where the person's work starts; the server refuses its calls anyway.
 */
export function FeatureGate({ feature, children }: { feature: FeatureName; children: ReactNode }) {
  const user = useDashboardUser();
  const access = useAccess(user);
  if (access.isPending) return <ScreenLoading />;
  if (access.isError) {
    return (
      <LoadFailed
        message="We could not check what your account includes"
        error={access.error}
        onRetry={() => access.refetch()}
      />
    );
  }
  if (access.data.features[feature]) return children;
  return (
    <Panel maw={560}>
      <Title order={1} size="h2">
        This page is not part of your account
      </Title>
      <Text mt="sm">
        Your role in the practice or your plan does not include it. Ask the practice owner, or
        choose another plan, if you need it.
      </Text>
      <Button mt="md" component={Link} to={dashboardPath(user)}>
        Go to your dashboard
      </Button>
    </Panel>
  );
}
