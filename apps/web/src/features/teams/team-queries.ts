import type { Role, UserInfo } from '@orchid/contracts/accounts';
import { atPath } from '@orchid/contracts/endpoint';
import {
  acceptTeamInvite,
  getTeam,
  inviteToTeam,
  listTeamInvites,
  previewTeamInvite,
  removeTeamMember,
  revokeTeamInvite,
  type Team,
} from '@orchid/contracts/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { refreshUserInfo } from '../../app/session/session';
import { refreshAccess } from '../access/use-access';
import { forgetPendingInvite } from './pending-invite';

const teamKey = (teamId: string | null) => ['team', teamId] as const;
const invitesKey = ['team', 'invites'] as const;

/** What a mailed invitation link carries: who invites, to which practice, as what. */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['team', 'invite-preview', token],
    queryFn: ({ signal }) => call(previewTeamInvite, { token }, { signal }),
    retry: false,
  });
}

/** The team the professional belongs to (GET /api/users/v1/team/{team_id}); none without one. */
export function useTeam(teamId: string | null) {
  return useQuery({
    queryKey: teamKey(teamId),
    queryFn: ({ signal }) =>
      call(atPath(getTeam, { team_id: teamId ?? '' }), undefined, { signal }),
    enabled: teamId !== null,
  });
}

/** The practice's pending invitations (owners only). */
export function useTeamInvites() {
  return useQuery({
    queryKey: invitesKey,
    queryFn: async ({ signal }) => (await call(listTeamInvites, undefined, { signal })).invites,
  });
}

/**
 * Invites by e-mail. The first invitation creates the practice's team, so user info (which
 * carries team_id) is asked again.
 */
export function useInviteToTeam(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: { email: string; role: Role }) => call(inviteToTeam, invite),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invitesKey });
      if (teamId === null) await refreshUserInfo(queryClient).catch(() => null);
    },
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => call(atPath(revokeTeamInvite, { invite_id: inviteId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKey }),
  });
}

export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(atPath(removeTeamMember, { team_id: teamId, user_id: userId })),
    onSuccess: (team: Team) => queryClient.setQueryData(teamKey(teamId), team),
  });
}

type Joined = { team: Team; user: UserInfo | null };

/**
 * Joins the team an invitation names. The role (and for a scheduler, a finished signup and
 * a confirmed address) changes with it: user info and access are asked again. `onJoined`
 * runs even if the page has gone meanwhile (a sign-in's gate may have moved on).
 */
export function useAcceptInvite(onJoined: (joined: Joined) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: onJoined,
    mutationFn: async (token: string) => {
      // Answered either way: a refused invitation is not tried again from the dashboard.
      const team = await call(acceptTeamInvite, { token }).finally(forgetPendingInvite);
      await refreshAccess(queryClient);
      const user = await refreshUserInfo(queryClient);
      return { team, user };
    },
  });
}
