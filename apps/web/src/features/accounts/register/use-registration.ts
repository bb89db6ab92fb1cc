import type { AccountCreatedSchema } from '@orchid/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { useModals } from '../../../app/modals/modals';
import { recordActivity } from '../../../app/session/inactivity';
import { refreshUserInfo } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';
import { rememberRedirectAfterRegister } from './redirect-after-register';

export type AccountCreated = z.infer<typeof AccountCreatedSchema>;

/**
 * The registration states of §4: idle, busy, error, success. The server signs the new account
 * in, so success refreshes user info, keeps the page as the redirect target and opens the
 * Verify your email dialog; an account an invitation confirmed goes on: to the intake, or with
 * `landOnDashboard` (a team invitation) to where its role starts.
 */
export function useRegistration({ landOnDashboard = false } = {}) {
  const queryClient = useQueryClient();
  const modals = useModals();
  const runGate = usePostLoginGate();
  const { pathname, search } = useLocation();
  return useMutation({
    mutationFn: async (register: () => Promise<AccountCreated>) => {
      const account = await register();
      rememberRedirectAfterRegister(pathname + search);
      recordActivity();
      // The account exists whatever this answers; the dashboards ask again.
      const user = await refreshUserInfo(queryClient).catch(() => null);
      return { account, user };
    },
    onSuccess: ({ account, user }) => {
      if (account.email_confirmed) runGate(user, { landOnDashboard });
      else modals.open('verify-email', { email: account.email });
    },
  });
}
