import { lazy, Suspense, useEffect } from 'react';
import { useSession } from './session';
import { useInactivitySignOut } from './use-inactivity-sign-out';

// The dialog is fetched once someone is signed in: guests never need it.
const loadDialog = () => import('./inactivity-dialog');
const InactivityDialog = lazy(() => loadDialog().then((m) => ({ default: m.InactivityDialog })));

/**
 * The inactivity sign-out of a signed-in tab, and its warning a minute before: 'Still
 * there?', with a button to stay signed in (activity) and one to sign out now. It stands
 * over any other dialog, which it leaves open.
 */
export function InactivityWarning() {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const warning = useInactivitySignOut();
  useEffect(() => {
    if (signedIn) void loadDialog();
  }, [signedIn]);
  if (!signedIn && warning.signOutAt === undefined) return null;
  return (
    <Suspense fallback={null}>
      <InactivityDialog {...warning} />
    </Suspense>
  );
}
