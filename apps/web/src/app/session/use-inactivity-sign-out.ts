import { useEffect, useEffectEvent } from 'react';
import { useModals } from '../modals/modals';
import { watchInactivity } from './inactivity';
import { useSession } from './session';
import { useSignOut } from './use-sign-out';

const notice =
  'You were signed out after a long time without activity, to keep your information safe. Please log in again to continue.';

/** Signs out a tab left idle for too long and asks to log in again (§4 "Session"). */
export function useInactivitySignOut() {
  const { user } = useSession();
  const signOut = useSignOut();
  const modals = useModals();
  const signedIn = Boolean(user);
  const signOutIdle = useEffectEvent(() =>
    signOut.mutate(undefined, { onSuccess: () => modals.open('login', { notice }) }),
  );
  useEffect(() => {
    if (!signedIn) return;
    return watchInactivity({ onInactive: signOutIdle });
  }, [signedIn]);
}
