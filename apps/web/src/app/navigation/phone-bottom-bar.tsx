import type { UserInfo } from '@orchid/contracts/accounts';
import { type Icon, IconHome, IconLogin2, IconSearch } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useSession } from '../session/session';
import classes from './phone-bottom-bar.module.css';

type BottomItem = {
  label: string;
  to: string;
  icon: Icon;
};

/** Login stays offered until the account is ready to use (accounts-and-access §2). */
const needsLogin = (user: UserInfo | null | undefined) =>
  !user?.email_confirmed || !user.signup_form_finished;

/** The phone-portrait bar at the bottom of the screen: home, book, login. */
export function PhoneBottomBar() {
  const { user } = useSession();
  const items: BottomItem[] = [
    { label: 'Home', to: '/', icon: IconHome },
    { label: 'Book', to: '/professional-search', icon: IconSearch },
    ...(needsLogin(user) ? [{ label: 'Log in', to: '/login', icon: IconLogin2 }] : []),
  ];
  return (
    <nav aria-label="Quick links" className={classes.bar}>
      {items.map(({ label, to, icon: Icon }) => (
        <NavLink key={to} to={to} end className={classes.item}>
          <Icon size={24} aria-hidden />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
