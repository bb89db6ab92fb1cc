import type { UserInfo } from '@orchid/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionExpired } from '../api/api-client';
import { useModals } from '../modals/modals';
import { userInfoQueryKey } from './session';

const notice = 'For your security your session has ended. Please log in again to continue.';

/**
 * When the API client cannot renew the session, a signed-in user is told so in the login
 * modal (§4 "Session"). A guest's failed renewal (nobody was signed in) changes nothing.
 */
export function useSessionExpiryNotice() {
  const queryClient = useQueryClient();
  const { open } = useModals();
  useEffect(
    () =>
      onSessionExpired(() => {
        const user = queryClient.getQueryData<UserInfo | null>(userInfoQueryKey);
        if (!user) return;
        queryClient.setQueryData(userInfoQueryKey, null);
        open('login', { notice });
      }),
    [queryClient, open],
  );
}
