import type { UserInfo } from '@orchid/contracts/accounts';
import { withQuery } from '@orchid/contracts/endpoint';
import {
  type CancellationPolicy,
  getCancellationPolicy,
  saveCancellationPolicy,
} from '@orchid/contracts/professionals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { useTeam } from '../../teams/team-queries';

const policyKey = (owner: string) => ['cancellation-policy', owner] as const;

/**
 * Whose practice the professional works in: a scheduler's team owner (§6 on_behalf_of),
 * everyone else their own. Undefined while the team loads.
 */
export function usePracticeOwner(user: UserInfo) {
  const scheduler = user.role === 'PRACTICE_SCHEDULER' && user.team_id !== null;
  const team = useTeam(scheduler ? user.team_id : null);
  const owner = team.data?.members.find((member) => member.is_practice_owner);
  return {
    scheduler,
    team,
    ownerId: scheduler ? owner?.orchid_user_id : user.sub,
    /** The owner's name as the team lists it; undefined for the owner themselves. */
    ownerName: scheduler ? owner?.display_name : undefined,
  };
}

/** The practice's cancellation policy (GET .../cancellation_policy, on behalf of the owner). */
export function useCancellationPolicy(user: UserInfo, ownerId: string | undefined) {
  return useQuery({
    queryKey: policyKey(ownerId ?? 'unknown'),
    queryFn: ({ signal }) => {
      // A scheduler reads the owner's policy on the owner's behalf (§6 on_behalf_of).
      const onBehalfOf = ownerId && ownerId !== user.sub ? ownerId : undefined;
      const endpoint = withQuery(getCancellationPolicy, { on_behalf_of: onBehalfOf });
      return call(endpoint, undefined, { signal });
    },
    enabled: ownerId !== undefined,
  });
}

/** Saves the owner's own policy (needs edit-scheduling). */
export function useSaveCancellationPolicy(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: CancellationPolicy) => call(saveCancellationPolicy, policy),
    onSuccess: (saved) => queryClient.setQueryData(policyKey(user.sub), saved),
  });
}
