import type { UserInfo } from '@orchid/contracts/accounts';
import { useAccess } from '../../features/access/use-access';
import { usePostLoginGate } from '../session/use-post-login-gate';
import { bottomBarItems } from './account-links';
import { BottomBar } from './phone-bottom-bar';

/** A signed-in person's phone bar: their dashboard's pages as plan and role allow. */
export function SignedInBottomBar({ user }: { user: UserInfo }) {
  const runGate = usePostLoginGate();
  const access = useAccess(user).data;
  return (
    <BottomBar
      items={bottomBarItems(user, access)}
      onLoginGate={() => runGate(user, { landOnDashboard: false })}
    />
  );
}
