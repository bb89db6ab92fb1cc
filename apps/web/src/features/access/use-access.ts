import type { Access } from '@orchid/contracts/access';
import type { UserInfo } from '@orchid/contracts/accounts';
import { type FeatureName, roleAllows } from '@orchid/contracts/feature-names';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** Per user, so a different sign-in in the same tab never reads another person's access. */
export const accessQueryKey = (userId: string) => ['access', userId] as const;

/**
 * After a plan or a role changes: what they allow is asked again. An answer already on its way
 * may predate the change and would land as fresh, so it is dropped first.
 */
export async function refreshAccess(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: ['access'] });
  await queryClient.invalidateQueries({ queryKey: ['access'] });
}

/**
 * What the signed-in professional's plan and role allow (GET /api/users/v1/access), for
 * hiding what they cannot use; the server still refuses it. Not asked for anyone else.
 */
export function useAccess(user: UserInfo | null | undefined) {
  const professional = user?.user_type === 'orchid_pro' ? user : undefined;
  return useQuery({
    queryKey: accessQueryKey(professional?.sub ?? 'none'),
    // The client and the contract (and zod) are loaded with the first question, only for
    // professionals.
    queryFn: async ({ signal }) => {
      const [{ call }, { getAccess }] = await Promise.all([
        import('../../app/api/api-client'),
        import('@orchid/contracts/access'),
      ]);
      return call(getAccess, undefined, { signal });
    },
    enabled: professional !== undefined,
    staleTime: 60_000,
  });
}

/** What navigation reads of access: the features and whether the platform is open. */
export type AccessView = Pick<Access, 'features' | 'platform_access'>;

/**
 * Whether to offer a feature: the access answer once it is in; until then the role table
 * alone, so a scheduler never sees an owner's items flash by. Platform-only items wait.
 */
export function offers(
  user: Pick<UserInfo, 'role'>,
  access: AccessView | undefined,
  feature: FeatureName,
): boolean {
  return access ? access.features[feature] : roleAllows(user.role, feature);
}
