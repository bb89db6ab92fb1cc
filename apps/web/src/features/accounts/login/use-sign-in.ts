import { initiateAuth } from '@orchid/contracts/accounts';
import type { EndpointBody } from '@orchid/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { recordActivity } from '../../../app/session/inactivity';
import type { ReturnTo } from '../../../app/session/post-login-gate';
import { refreshUserInfo, userInfoQueryKey } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';

type SignInOptions = {
  landOnDashboard: boolean;
  /** Signed out for inactivity from this page: the same person goes back to it. */
  returnTo?: ReturnTo | undefined;
  /** Closes the dialog the form is in, before the gate opens the next one or navigates. */
  onSignedIn: () => void;
};

/**
 * Signs in (§4 "Login"): on success forgets whatever was cached for the guest, starts the
 * inactivity clock, refreshes user info, and runs the post-login gate.
 */
export function useSignIn({ landOnDashboard, returnTo, onSignedIn }: SignInOptions) {
  const queryClient = useQueryClient();
  const runGate = usePostLoginGate();
  return useMutation({
    mutationFn: async (body: EndpointBody<typeof initiateAuth>) => {
      await call(initiateAuth, body);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userInfoQueryKey[0],
      });
      recordActivity();
      return refreshUserInfo(queryClient);
    },
    onSuccess: (user) => {
      onSignedIn();
      runGate(user, { landOnDashboard, returnTo });
    },
  });
}
