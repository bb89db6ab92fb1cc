import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../session/session';
import { type BottomBarItem, guestBarItems } from './bottom-bar-items';
import classes from './phone-bottom-bar.module.css';

// A signed-in person's items come with the signed-in navigation (account-links.ts, plan and
// role): out of a guest's first page.
const SignedInBottomBar = lazy(() =>
  import('./signed-in-bottom-bar').then((m) => ({ default: m.SignedInBottomBar })),
);

/** The phone-portrait bar at the bottom of the screen (accounts-and-access §2). */
export function PhoneBottomBar() {
  const { user } = useSession();
  if (!user) return <BottomBar items={guestBarItems} />;
  return (
    <Suspense fallback={<BottomBar items={[]} />}>
      <SignedInBottomBar user={user} />
    </Suspense>
  );
}

type BottomBarProps = {
  items: BottomBarItem[];
  /** Runs the post-login gate, for the Log in of an account that is not ready. */
  onLoginGate?: () => void;
};

export function BottomBar({ items, onLoginGate }: BottomBarProps) {
  return (
    <nav aria-label="Quick links" className={classes.bar}>
      {items.map((item) => {
        const { label, icon: Icon } = item;
        const content = (
          <>
            <Icon size={24} aria-hidden />
            <span>{label}</span>
          </>
        );
        if ('to' in item) {
          return (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.item}>
              {content}
            </NavLink>
          );
        }
        return (
          <UnstyledButton key={item.action} className={classes.item} onClick={onLoginGate}>
            {content}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
