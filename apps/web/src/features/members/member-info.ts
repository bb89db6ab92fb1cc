import { getMemberInfo, type MemberInfo, saveMemberInfo } from '@orchid/contracts/members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { refreshUserInfo } from '../../app/session/session';
import { type ProfileValues, profileRequest } from './profile/profile-values';

/** The signed-in member's profile, or the minor's while a guardian acts for one. */
export const memberInfoQueryKey = ['member-info'] as const;

export function useMemberInfo() {
  return useQuery({
    queryKey: memberInfoQueryKey,
    queryFn: ({ signal }) => call(getMemberInfo, undefined, { signal }),
  });
}

/**
 * Saves the intake or the profile (PUT /api/users/v1/patient/). Saving finishes sign-up and
 * may change the name, so user info is asked again before the caller moves on.
 */
export function useSaveMemberInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfileValues): Promise<MemberInfo> => {
      const saved = await call(saveMemberInfo, profileRequest(values));
      queryClient.setQueryData(memberInfoQueryKey, saved);
      await refreshUserInfo(queryClient).catch(() => null);
      return saved;
    },
  });
}
