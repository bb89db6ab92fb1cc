import { Button, Text, Title } from '@mantine/core';
import type { FeatureName } from '@orchid/contracts/feature-access';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from '../../app/session/landing';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { useAccess } from './use-access';

/**
 * A dashboard page that needs a role or plan feature (§6). Without it the page says so and
 * points back to where the person's work starts; the server refuses its calls anyway.
 */
export function FeatureGate({ feature, children }: { feature: FeatureName; children: ReactNode }) {
  const user = useDashboardUser();
  const access = useAccess(user);
  return (
    <QueryView query={access} failedMessage="We could not check what your account includes">
      {(data) =>
        data.features[feature] ? children : <NotInYourAccount to={dashboardPath(user)} />
      }
    </QueryView>
  );
}

/** Where a page the person may not use would be: why not (by default, role or plan) and a way on. */
export function NotInYourAccount({ to, reason }: { to: string; reason?: string }) {
  return (
    <Panel maw={560}>
      <Title order={2}>This page is not part of your account</Title>
      <Text mt="sm">
        {reason ??
          'Your role in the practice or your plan does not include it. Ask the practice owner, or choose another plan, if you need it.'}
      </Text>
      <Button mt="md" component={Link} to={to}>
        Go to your dashboard
      </Button>
    </Panel>
  );
}
