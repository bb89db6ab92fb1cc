import { Title } from '@mantine/core';
import { usePageTitle } from '../../app/brand';
import { AccountSecurity } from '../accounts/security/account-security';
import { useDashboardUser } from './use-dashboard-user';

/** /member-dashboard/profile: for now the account's security; profile details come later. */
export function MemberProfilePage() {
  usePageTitle('Profile');
  const user = useDashboardUser();
  return (
    <>
      <Title order={1}>Profile</Title>
      <AccountSecurity user={user} />
    </>
  );
}
