import type { UserInfo } from '@orchid/contracts/accounts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { dashboardNavItems } from '../../app/navigation/account-links';
import { AccountMenu } from '../../app/navigation/account-menu';
import { Logo } from '../../app/navigation/logo';
import { usePhonePortrait } from '../../app/phone/phone-portrait';
import { useAccess } from '../access/use-access';
import { ViewAsMenu } from '../members/minors/view-as-menu';
import { NotificationBell } from '../notifications/notification-bell';
import classes from './dashboard-frame.module.css';

/**
 * The dashboards' own chrome (the shell hides its top bar there): a header with the logo,
 * a guardian's 'View as' and the account menu, and the dashboard's pages in a left navigation; phones have the bottom
 * bar for those instead.
 */
export function DashboardFrame({ user, children }: { user: UserInfo; children: ReactNode }) {
  const phone = usePhonePortrait();
  const access = useAccess(user).data;
  return (
    <div className={classes.frame}>
      <div className={classes.header}>
        <Logo />
        <div className={classes.headerEnd}>
          {user.user_type === 'member' && <ViewAsMenu user={user} />}
          {!user.guardian_token_exp && <NotificationBell user={user} />}
          <AccountMenu user={user} />
        </div>
      </div>
      <div className={classes.body} data-with-nav={!phone || undefined}>
        {!phone && (
          <nav aria-label="Dashboard" className={classes.nav}>
            {dashboardNavItems(user, access).map(({ label, to, icon: Icon }) => (
              <NavLink key={to} to={to} className={classes.navLink}>
                <Icon size={20} aria-hidden="true" />
                {label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className={classes.content}>{children}</div>
      </div>
    </div>
  );
}
