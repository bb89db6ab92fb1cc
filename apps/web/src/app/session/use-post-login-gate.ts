import type { UserInfo } from '@orchid/contracts/accounts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../modals/modals';
import { type PostLoginOptions, postLoginStep } from './post-login-gate';

/** Runs the post-login gate: opens the login, Verify your email or intake dialog, or navigates. */
export function usePostLoginGate() {
  const modals = useModals();
  const navigate = useNavigate();
  return useCallback(
    (user: UserInfo | null, options: PostLoginOptions) => {
      const step = postLoginStep(user, options);
      switch (step.kind) {
        case 'log-in':
          return modals.open('login', { landOnDashboard: options.landOnDashboard });
        case 'verify-email':
          return modals.open('verify-email', { email: step.email });
        case 'member-intake':
          return modals.open('member-intake');
        case 'go':
          return navigate(step.to, { replace: step.replace });
        case 'stay':
          return;
      }
    },
    [modals, navigate],
  );
}
