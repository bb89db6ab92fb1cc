import { Title } from '@mantine/core';
import { usePageTitle } from '../../app/brand';
import { AccountSecurity } from '../accounts/security/account-security';
import { useDashboardUser } from './use-dashboard-user';

/** /pro-dashboard/settings: for now the account's security; practice settings come later. */
export function ProSettingsPage() {
  usePageTitle('Settings');
  const user = useDashboardUser();
  return (
    <>
      <Title order={1}>Settings</Title>
      <AccountSecurity user={user} />
    </>
  );
}
