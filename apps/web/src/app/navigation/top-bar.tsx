import { ActionIcon, Button, Container, Group, Tooltip } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconLayoutDashboard, IconLifebuoy } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { ViewAsMenu } from '../../features/members/minors/view-as-menu';
import type { TopBar as TopBarVariant } from '../layout/shell-chrome';
import { useModals } from '../modals/modals';
import { useSession } from '../session/session';
import { dashboardLink } from './account-links';
import { AccountMenu } from './account-menu';
import { GetStartedMenu } from './get-started-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { barLinks } from './nav-items';
import classes from './top-bar.module.css';
import { useScrolledPast } from './use-scrolled-past';

/** Past this many pixels of scrolling the bar stays at the top (spec §9). */
export const fixedAfterScrollPx = 100;

type TopBarProps = { variant: Exclude<TopBarVariant, 'hidden'> };

export function TopBar({ variant }: TopBarProps) {
  const fixed = useScrolledPast(fixedAfterScrollPx);
  return (
    <header className={classes.header}>
      <div className={classes.bar} data-fixed={fixed || undefined}>
        <Container size="xl" className={classes.inner}>
          <Logo />
          {variant !== 'logo-only' && <BarLinks variant={variant} />}
        </Container>
      </div>
    </header>
  );
}

function BarLinks({ variant }: { variant: keyof typeof barLinks }) {
  const links = barLinks[variant];
  const modals = useModals();
  const { user } = useSession();
  return (
    <>
      <nav aria-label="Main" className={classes.pages}>
        {links.pages.map((item) => (
          <NavLink key={item.to} to={item.to} className={classes.link}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <Group gap="xs" wrap="nowrap" className={classes.end}>
        <Button
          variant="subtle"
          leftSection={<IconLifebuoy size={18} aria-hidden="true" />}
          aria-haspopup="dialog"
          onClick={() => modals.open('crisis-help')}
          className={classes.crisis}
        >
          Crisis help
        </Button>
        {user ? (
          <SignedInLinks user={user} />
        ) : (
          <Group gap="xs" wrap="nowrap" visibleFrom="lg">
            {links.account.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link}>
                {item.label}
              </NavLink>
            ))}
            {links.action === 'get-started' ? (
              <GetStartedMenu />
            ) : (
              <Button component={NavLink} to={links.action.to}>
                {links.action.label}
              </Button>
            )}
          </Group>
        )}
        <MobileMenu links={links} user={user} />
      </Group>
    </>
  );
}

/**
 * Signed in: a guardian's 'View as', the dashboard icon and the account menu in place of the
 * ways in.
 */
function SignedInLinks({ user }: { user: UserInfo }) {
  const dashboard = dashboardLink(user);
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
