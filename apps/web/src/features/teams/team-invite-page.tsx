import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { acceptTeamInvite, teamMessages } from '@orchid/contracts/teams';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { brandName, usePageTitle } from '../../app/brand';
import { useModals } from '../../app/modals/modals';
import { paths, teamInviteLink } from '../../app/paths';
import { dashboardPath } from '../../app/session/landing';
import { useSession } from '../../app/session/session';
import { usePostLoginGate } from '../../app/session/use-post-login-gate';
import { useSignOut } from '../../app/session/use-sign-out';
import { showToast } from '../../app/toasts';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { ProfessionalRegisterForm } from '../accounts/register/professional-register-form';
import { rememberPendingInvite } from './pending-invite';
import { useAcceptInvite } from './team-queries';

/**
 * /team-invite?token=…, the link of a team invitation mail. Signed in, it joins the team and
 * lands where the new role starts (§2 "Landing after login or signup"). A guest is asked to
 * log in or create a professional account here, with the address the invitation was sent
 * to; the page stays, so the invitation is accepted as soon as they are signed in.
 */
export function TeamInvitePage() {
  usePageTitle('Join a practice');
  const [params] = useSearchParams();
  const token = acceptTeamInvite.body?.shape.token.safeParse(params.get('token') ?? '');
  const { user } = useSession();
  if (!token?.success) return <InvalidInvite />;
  if (user === undefined) return <ScreenLoading />;
  return (
    <Container size="sm" py="xl">
      {user ? <AcceptInvite token={token.data} user={user} /> : <GuestInvite token={token.data} />}
    </Container>
  );
}

function InvalidInvite() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>This invitation link does not work</Title>
      <Text mt="sm" size="lg">
        {teamMessages.badInvite}
      </Text>
      <Button mt="lg" component={Link} to={paths.home}>
        Go to the home page
      </Button>
    </Container>
  );
}

function GuestInvite({ token }: { token: string }) {
  const modals = useModals();
  // Kept in case signing in takes the person through the quick intake first.
  useEffect(() => rememberPendingInvite(token), [token]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Join a practice on {brandName()}</Title>
        <Text mt="sm" size="lg">
          You were invited to work in a practice. Log in or create a professional account with the
          email address the invitation was sent to, and you join at once.
        </Text>
      </div>
      <Group gap="sm">
        <Button onClick={() => modals.open('login', { landOnDashboard: false })}>
          Log in to join
        </Button>
      </Group>
      <Panel>
        <Title order={2} size="h3" mb="sm">
          New here? Create a professional account
        </Title>
        <ProfessionalRegisterForm />
      </Panel>
    </Stack>
  );
}

function AcceptInvite({ token, user }: { token: string; user: UserInfo }) {
  const modals = useModals();
  const runGate = usePostLoginGate();
  const accept = useAcceptInvite(({ team, user: joined }) => {
    // Joining by the mailed link confirmed the address: no Verify dialog any more.
    modals.close();
    showToast({ color: 'green', title: `You joined ${team.name}`, message: undefined });
    runGate(joined, { landOnDashboard: true });
  });
  const started = useRef(false);
  // Once per visit: an invitation works only once, so a second call would only fail.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accept.mutate(token);
  }, []);

  if (!accept.isError) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="lg">Joining the practice…</Text>
      </Group>
    );
  }
  return <AcceptFailed error={accept.error} token={token} user={user} />;
}

/**
 * The server's reason, with the ways on: another account (when the invitation is for another
 * address, or this account is a member's, which cannot join a practice), or the person's own
 * dashboard.
 */
function AcceptFailed({ error, token, user }: { error: Error; token: string; user: UserInfo }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const otherAccount =
    isRefusal(error, 'teams.otherAddress') || isRefusal(error, 'platform.onlyProfessionals');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>We could not add you to the practice</Title>
      <Alert color="red" variant="light" role="alert" w="100%">
        {error.message}
      </Alert>
      <Text>You are logged in as {user.email}.</Text>
      <Group gap="sm">
        {otherAccount && (
          <Button
            loading={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, { onSuccess: () => navigate(teamInviteLink(token)) })
            }
          >
            Log out and use another account
          </Button>
        )}
        <Button variant="default" component={Link} to={dashboardPath(user)}>
          Go to your dashboard
        </Button>
      </Group>
    </Stack>
  );
}
