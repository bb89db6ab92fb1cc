import { usePageTitle } from '../../../app/brand';
import { AccountSecurity } from '../../accounts/security/account-security';
import { useDashboardUser } from '../use-dashboard-user';

/** /pro-dashboard/settings/security: password and 2-step verification. */
export function SecuritySettingsPage() {
  usePageTitle('Security settings');
  return <AccountSecurity user={useDashboardUser()} />;
}
