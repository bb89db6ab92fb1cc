import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { Link, NavLink } from 'react-router';
import { useAccess } from '../../features/access/use-access';
import { useOpenedAfterMount } from '../../ui/use-opened-after-mount';
import { useSignOut } from '../session/use-sign-out';
import { accountMenuLinks, dashboardLink } from './account-links';
import classes from './mobile-menu.module.css';
import { type barLinks, getStartedChoices } from './nav-items';

/** What the burger menu (mobile-menu.tsx) shows. */
export type MobileMenuProps = {
  links: (typeof barLinks)[keyof typeof barLinks];
  user: UserInfo | null | undefined;
};

type MobileMenuDrawerProps = MobileMenuProps & { opened: boolean; close: () => void };

/** The burger menu's drawer, loaded when the burger is first pressed (mobile-menu.tsx). */
export function MobileMenuDrawer({ links, user, opened: wanted, close }: MobileMenuDrawerProps) {
  const opened = useOpenedAfterMount(wanted);
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={close}
      position="right"
      size="min(22rem, 100%)"
      title="Menu"
    >
      <nav aria-label="Menu">
        <Stack gap={4}>
          {links.pages.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.link} onClick={close}>
              {item.label}
            </NavLink>
          ))}
          {!user &&
            links.account.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link} onClick={close}>
                {item.label}
              </NavLink>
            ))}
        </Stack>
        <Divider my="sm" />
        {user ? (
          <SignedInItems user={user} onNavigate={close} />
        ) : links.action === 'get-started' ? (
          <Stack gap="xs">
            <Text fw={600}>Get started</Text>
            {getStartedChoices.map((choice) => (
              <Button
                key={choice.to}
                component={Link}
                to={choice.to}
                onClick={close}
                variant="light"
                fullWidth
              >
                {choice.label}
              </Button>
            ))}
          </Stack>
        ) : (
          <Button component={Link} to={links.action.to} onClick={close} fullWidth>
            {links.action.label}
          </Button>
        )}
      </nav>
    </Drawer>
  );
}

function SignedInItems({ user, onNavigate }: { user: UserInfo; onNavigate: () => void }) {
  const signOut = useSignOut();
  const dashboard = dashboardLink(user);
  const access = useAccess(user).data;
  return (
    <Stack gap={4}>
      {dashboard && (
        <NavLink to={dashboard} className={classes.link} onClick={onNavigate}>
          Dashboard
        </NavLink>
      )}
      {accountMenuLinks(user, access).map((link) =>
        'to' in link ? (
          <NavLink key={link.label} to={link.to} className={classes.link} onClick={onNavigate}>
            {link.label}
          </NavLink>
        ) : (
          <a key={link.label} href={link.href} className={classes.link}>
            {link.label}
          </a>
        ),
      )}
      <Button
        variant="default"
        mt="xs"
        onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
        loading={signOut.isPending}
      >
        Log out
      </Button>
    </Stack>
  );
}
