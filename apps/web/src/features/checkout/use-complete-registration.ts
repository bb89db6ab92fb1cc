import type { UserInfo } from '@orchid/contracts/accounts';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../../app/modals/modals';
import { usePostLoginGate } from '../../app/session/use-post-login-gate';
import { rememberResumeAfterSignup } from '../accounts/register/redirect-after-register';

/**
 * 'Complete registration' (§2, accounts-and-access §6): the auth dialogs, then back to this
 * checkout. A visitor signs in or registers; a signed-in member whose signup is unfinished
 * meets the step they are at (Verify your email, or the intake).
 */
export function useCompleteRegistration() {
  const modals = useModals();
  const runGate = usePostLoginGate();
  const { pathname, search } = useLocation();
  return useCallback(
    (user: UserInfo | null) => {
      rememberResumeAfterSignup(pathname + search);
      if (user === null) modals.open('sign-in-or-register');
      else runGate(user, { landOnDashboard: false });
    },
    [modals, runGate, pathname, search],
  );
}
