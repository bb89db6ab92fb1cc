import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { AccountSecurity } from '../../accounts/security/account-security';
import { useDashboardUser } from '../../dashboard/use-dashboard-user';
import { useMemberInfo } from '../member-info';
import { ProfileDetails } from './profile-details';

/**
 * /member-dashboard/profile: the profile as the member's professionals see it, with Edit,
 * and the account's security. A guardian acting for a minor sees the minor's profile; the
 * password and 2-step verification stay with the guardian's own profile.
 */
export function MemberProfilePage() {
  usePageTitle('Profile');
  const user = useDashboardUser();
  const info = useMemberInfo();
  const acting = isActingForMinor(user);
  return (
    <>
      <Group justify="space-between" align="center" gap="sm" maw={720}>
        <Title order={1}>{acting ? `${calledBy(user)}'s profile` : 'Profile'}</Title>
        <Button
          component={Link}
          to={paths.memberEditProfile}
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          Edit profile
        </Button>
      </Group>
      <Panel mt="md" maw={720}>
        <QueryView query={info} failedMessage="We could not load the profile">
          {(data) => <ProfileDetails info={data} />}
        </QueryView>
      </Panel>
      <Text mt="md" maw={720}>
        <Anchor component={Link} to={paths.memberAccessLog}>
          Who has seen my information
        </Anchor>
      </Text>
      {acting ? (
        <Text mt="lg" maw={720}>
          Your password and 2-step verification belong to your own profile.{' '}
          <Anchor component={Link} to={paths.memberSwitchAccounts}>
            Switch back to your profile
          </Anchor>{' '}
          to change them.
        </Text>
      ) : (
        <AccountSecurity user={user} />
      )}
    </>
  );
}
