import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../modals/modals';
import { recordActivity, watchInactivity } from './inactivity';
import { refreshUserInfo, useSession } from './session';
import { useSignOut } from './use-sign-out';

const notice =
  'You were signed out after a long time without activity, to keep your information safe. Please log in again to continue.';

/**
 * Signs out a tab left idle for too long and asks to log in again (§4 "Session"), a minute
 * after warning ('Still there?'). Logging in again as the same person goes back to the page.
 * Answers when the sign-out is due while warning (undefined otherwise) and the two answers.
 */
export function useInactivitySignOut() {
  const { user } = useSession();
  const signOut = useSignOut();
  const modals = useModals();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState<number>();
  const signedIn = Boolean(user);

  const signOutIdle = useEffectEvent(() => {
    setWarning(undefined);
    const returnTo = user && {
      path: `${location.pathname}${location.search}${location.hash}`,
      sub: user.sub,
    };
    signOut.mutate(undefined, {
      onSuccess: () => modals.open('login', { notice, ...(returnTo ? { returnTo } : {}) }),
    });
  });
  const warn = useEffectEvent((signOutAt: number) => setWarning(signOutAt));
  const active = useEffectEvent(() => setWarning(undefined));
  useEffect(() => {
    if (!signedIn) return;
    return watchInactivity({ onInactive: signOutIdle, onWarning: warn, onActive: active });
  }, [signedIn]);

  return {
    signOutAt: signedIn ? warning : undefined,
    /** Counts as activity here and on the server, whose session idles out too. */
    staySignedIn: () => {
      recordActivity();
      setWarning(undefined);
      refreshUserInfo(queryClient).catch(() => null);
    },
    signOutNow: () => {
      setWarning(undefined);
      signOut.mutate();
    },
  };
}
