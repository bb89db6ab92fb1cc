import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../api/api-client';
import { showToast } from '../toasts';
import { afterSignOutPath } from './landing';
import { userInfoQueryKey, useSession } from './session';

/**
 * How long a sign-out takes to leave a signed-in page: the landing's screen may still be
 * loading while the page left behind already sees nobody signed in.
 */
const leavingMs = 5_000;
let leavingUntil = 0;

/**
 * A sign-out is taking the person to their landing page: a dashboard they are leaving must
 * not open the login dialog over the page they land on.
 */
export const isLeavingAfterSignOut = () => Date.now() < leavingUntil;

/** Signs out, forgets everything cached for the user, and lands where the spec says. */
export function useSignOut() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // The contract (and zod) is loaded when someone signs out, not with every page.
    mutationFn: async () => {
      const { logout } = await import('@orchid/contracts/accounts');
      return call(logout);
    },
    onSuccess: () => {
      const destination = afterSignOutPath(user);
      leavingUntil = Date.now() + leavingMs;
      // Forget what was loaded for the user; user info itself becomes "signed out" at once
      // rather than being asked again.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userInfoQueryKey[0],
      });
      queryClient.setQueryData(userInfoQueryKey, null);
      navigate(destination);
    },
    onError: (error) =>
      showToast({ color: 'red', title: 'Could not sign out', message: error.message }),
  });
}
