import { Avatar, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/brand';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { Panel } from '../../../ui/panel';
import { useDashboardUser } from '../../dashboard/use-dashboard-user';
import { AddMinorForm } from './add-minor-form';
import classes from './switch-accounts-page.module.css';
import { type ProfileChoice, useSwitchProfile } from './use-switch-profile';

/**
 * /member-dashboard/switch-accounts: whose profile to use, the guardian's or a minor's, and
 * adding a minor. While acting for a minor only the way back is offered: the server refuses
 * a minor's session everything else here.
 */
export function SwitchAccountsPage() {
  usePageTitle('Switch profile');
  const user = useDashboardUser();
  const acting = isActingForMinor(user);
  return (
    <>
      <Title order={1}>Switch profile</Title>
      <Text mt="xs" maw={640}>
        {acting
          ? `You are viewing ${calledBy(user)}'s profile. What you do here is done for them.`
          : 'As a parent or guardian, you can book and message for a minor from their profile. Choose whose profile to use.'}
      </Text>
      {acting ? <BackToYou name={calledBy(user)} /> : <GuardianProfiles user={user} />}
    </>
  );
}

function BackToYou({ name }: { name: string }) {
  const switchProfile = useSwitchProfile();
  return (
    <Panel mt="md" maw={640}>
      <ProfileRow name={name} detail="Viewing now" action={<CurrentBadge />} />
      <Button
        mt="md"
        onClick={() => switchProfile.mutate({ kind: 'self' })}
        loading={switchProfile.isPending || switchProfile.isSuccess}
      >
        Switch back to your profile
      </Button>
    </Panel>
  );
}

function GuardianProfiles({ user }: { user: UserInfo }) {
  const switchProfile = useSwitchProfile();
  const busy = switchProfile.isPending || switchProfile.isSuccess;
  const pendingFor = (choice: ProfileChoice) =>
    busy &&
    switchProfile.variables?.kind === 'minor' &&
    choice.kind === 'minor' &&
    switchProfile.variables.minorId === choice.minorId;
  return (
    <>
      <section aria-labelledby="profiles-title">
        <Title order={2} id="profiles-title" mt="lg" mb="sm">
          Profiles
        </Title>
        <Panel maw={640}>
          <Stack gap={0} className={classes.list}>
            <ProfileRow name={calledBy(user)} detail="You" action={<CurrentBadge />} />
            {user.minors.map((minor) => {
              const choice: ProfileChoice = { kind: 'minor', minorId: minor.orchid_user_id };
              return (
                <ProfileRow
                  key={minor.orchid_user_id}
                  name={calledBy(minor)}
                  detail={`${minor.first_name} ${minor.last_name}`}
                  action={
                    <Button
                      variant="light"
                      onClick={() => switchProfile.mutate(choice)}
                      loading={pendingFor(choice)}
                      disabled={busy}
                    >
                      Switch<VisuallyHidden> to {calledBy(minor)}</VisuallyHidden>
                    </Button>
                  }
                />
              );
            })}
          </Stack>
          {user.minors.length === 0 && (
            <Text mt="sm" c="dimmed">
              No minor profiles yet. Add one below to book care for a child or teen you look after.
            </Text>
          )}
        </Panel>
      </section>
      <section aria-labelledby="add-minor-title">
        <Title order={2} id="add-minor-title" mt="lg">
          Add a minor
        </Title>
        <Text mt={4} mb="sm" c="dimmed" maw={640}>
          For someone under 18 you are the parent or legal guardian of. You will be their billing
          contact.
        </Text>
        <Panel maw={640}>
          <AddMinorForm />
        </Panel>
      </section>
    </>
  );
}

type ProfileRowProps = { name: string; detail: string; action: ReactNode };

function ProfileRow({ name, detail, action }: ProfileRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.row}>
      <Group gap="sm" wrap="nowrap" className={classes.who}>
        <Avatar radius="xl" color="orchid" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.names}>
          <Text fw={600} className={classes.name}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" className={classes.name}>
            {detail}
          </Text>
        </div>
      </Group>
      {action}
    </Group>
  );
}

function CurrentBadge() {
  return (
    <Badge color="green" variant="light" size="lg">
      Current
    </Badge>
  );
}
