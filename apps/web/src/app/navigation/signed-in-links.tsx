import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { ViewAsMenu } from '../../features/members/minors/view-as-menu';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { dashboardLink } from './account-links';
import { AccountMenu } from './account-menu';

/**
 * Signed in: the notifications' bell (on phones too), a guardian's 'View as', the dashboard icon and the account menu in place of the
 * ways in. Loaded once someone is signed in (top-bar.tsx), with the menus it holds.
 */
export function SignedInLinks({ user }: { user: UserInfo }) {
  const dashboard = dashboardLink(user);
  return (
    <>
      {/* Not while acting for a minor: the bell is the guardian's own. */}
      {!user.guardian_token_exp && <NotificationBell user={user} />}
      <SignedInMenus user={user} dashboard={dashboard} />
    </>
  );
}

function SignedInMenus({ user, dashboard }: { user: UserInfo; dashboard: string | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="lg">
      {user.user_type === 'member' && <ViewAsMenu user={user} />}
      {dashboard && (
        <Tooltip label="Dashboard">
          <ActionIcon
            component={NavLink}
            to={dashboard}
            variant="subtle"
            size={44}
            aria-label="Dashboard"
          >
            <IconLayoutDashboard size={24} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      <AccountMenu user={user} />
    </Group>
  );
}
