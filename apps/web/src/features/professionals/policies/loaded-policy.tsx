import type { CancellationPolicy } from '@orchid/contracts/professionals';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../ui/load-failed';
import { ScreenLoading } from '../../../ui/screen-loading';

type LoadedPolicyProps = {
  /** The team the owner is found through (a scheduler's); idle for an owner. */
  team: UseQueryResult<unknown, Error>;
  policy: UseQueryResult<CancellationPolicy, Error>;
  children: (policy: CancellationPolicy) => ReactNode;
};

/**
 * The practice's cancellation policy once it has loaded, which for a scheduler takes the team
 * first: a loader until then, or what failed with a way to try that again.
 */
export function LoadedPolicy({ team, policy, children }: LoadedPolicyProps) {
  if (policy.isSuccess) return children(policy.data);
  const failed = team.error ?? policy.error;
  if (!failed) return <ScreenLoading />;
  return (
    <LoadFailed
      message="We could not load the cancellation policy"
      error={failed}
      onRetry={() => (team.isError ? team.refetch() : policy.refetch())}
    />
  );
}
