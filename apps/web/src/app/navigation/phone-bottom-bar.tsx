import { UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import { useAccess } from '../../features/access/use-access';
import { useSession } from '../session/session';
import { usePostLoginGate } from '../session/use-post-login-gate';
import { bottomBarItems } from './account-links';
import classes from './phone-bottom-bar.module.css';

/** The phone-portrait bar at the bottom of the screen (accounts-and-access §2). */
export function PhoneBottomBar() {
  const { user } = useSession();
  const runGate = usePostLoginGate();
  const access = useAccess(user).data;
  return (
    <nav aria-label="Quick links" className={classes.bar}>
      {bottomBarItems(user, access).map((item) => {
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
          <UnstyledButton
            key={item.action}
            className={classes.item}
            onClick={() => runGate(user ?? null, { landOnDashboard: false })}
          >
            {content}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
