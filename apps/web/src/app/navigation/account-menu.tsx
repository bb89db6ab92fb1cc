import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccess } from '../../features/access/use-access';
import { calledBy } from '../people';
import { useSignOut } from '../session/use-sign-out';
import { accountMenuLinks } from './account-links';
import classes from './account-menu.module.css';

/** The signed-in user's menu: their account pages and Log out. */
export function AccountMenu({ user }: { user: UserInfo }) {
  const signOut = useSignOut();
  const name = calledBy(user);
  const access = useAccess(user).data;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          <Avatar size={32} radius="xl" color="orchid" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <VisuallyHidden>Account menu, </VisuallyHidden>
          <span className={classes.name}>{name}</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {accountMenuLinks(user, access).map((link) =>
          'to' in link ? (
            <Menu.Item key={link.label} component={Link} to={link.to}>
              {link.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={link.label} component="a" href={link.href}>
              {link.label}
            </Menu.Item>
          ),
        )}
        <Menu.Item
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
