import { Button, Container, Group } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import type { TopBar as TopBarVariant } from '../layout/shell-chrome';
import { useModals } from '../modals/modals';
import { useSession } from '../session/session';
import { GetStartedButton } from './get-started-button';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { barLinks } from './nav-items';
import classes from './top-bar.module.css';
import { useScrolledPast } from './use-scrolled-past';

// A signed-in person's links and menus arrive with their user info, which comes after the page.
const SignedInLinks = lazy(() =>
  import('./signed-in-links').then((m) => ({ default: m.SignedInLinks })),
);

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
          <Suspense fallback={null}>
            <SignedInLinks user={user} />
          </Suspense>
        ) : (
          <Group gap="xs" wrap="nowrap" visibleFrom="lg">
            {links.account.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link}>
                {item.label}
              </NavLink>
            ))}
            {links.action === 'get-started' ? (
              <GetStartedButton />
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
