import { Button } from '@mantine/core';
import { useSignOut } from '../session/use-sign-out';

/** The footer's Sign out, loaded once someone is signed in (footer.tsx). */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
      Sign out
    </Button>
  );
}
