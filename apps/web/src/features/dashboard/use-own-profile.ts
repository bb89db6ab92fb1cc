import { getOwnProfessional } from '@orchid/contracts/professionals';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';

export const ownProfileQueryKey = ['orchid-pro', 'own'] as const;

/** The signed-in professional's own profile (GET /api/users/v1/orchid_pro/). */
export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => call(getOwnProfessional, undefined, { signal }),
  });
}
