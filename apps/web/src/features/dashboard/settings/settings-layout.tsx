import { Title } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { useAccess } from '../../access/use-access';
import { usePracticeAudit } from '../../access-log/practice-audit-access';
import { useDashboardUser } from '../use-dashboard-user';
import classes from './settings-layout.module.css';
import { settingsTabs } from './settings-tabs';

/**
 * /pro-dashboard/settings: the settings pages behind a row of tab links, which wraps so
 * every tab is in sight at any width.
 */
export function ProSettingsLayout() {
  const user = useDashboardUser();
  const access = useAccess(user).data;
  const practiceAudit = usePracticeAudit(user);
  return (
    <>
      <Title order={1}>Settings</Title>
      <nav aria-label="Settings" className={classes.tabs}>
        {settingsTabs(access, practiceAudit.state === 'allowed').map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.to === paths.proSettings}
            className={classes.tab}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className={classes.page}>
        <Outlet context={user} />
      </div>
    </>
  );
}
