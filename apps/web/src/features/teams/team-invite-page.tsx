import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Role, UserInfo } from '@orchid/contracts/accounts';
import { acceptTeamInvite, teamMessages } from '@orchid/contracts/teams';
import { useEffect, useRef, useState } from 'react';
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
import { QueryView } from '../../ui/query-view';
import { ScreenLoading } from '../../ui/screen-loading';
import { ProfessionalRegisterForm } from '../accounts/register/professional-register-form';
import { forgetPendingInvite, rememberPendingInvite } from './pending-invite';
import { useAcceptInvite, useInvitePreview } from './team-queries';

/**
 * /team-invite?token=…, the link of a team invitation mail. Signed in, it joins the team and
 * lands where the new role starts (§2 "Landing after login or signup"). A guest reads who
 * invites them, to which practice and as what, and creates an account with the invitation's
 * address (which joins at once, confirmed) or logs in; the page stays, so the invitation is
 * accepted as soon as they are signed in.
 */
export function TeamInvitePage() {
  usePageTitle('Join a practice');
  const [params] = useSearchParams();
  const token = acceptTeamInvite.body?.shape.token.safeParse(params.get('token') ?? '');
  const { user } = useSession();
  // Registering here joins with the invitation itself: the new session must not accept it again.
  const [joiningByRegistration, setJoiningByRegistration] = useState(false);
  if (!token?.success) return <InvalidInvite />;
  const joining = (isJoining: boolean) => {
    // Registering uses the invitation up: the dashboard must not send the person back for it.
    if (isJoining) forgetPendingInvite();
    else rememberPendingInvite(token.data);
    setJoiningByRegistration(isJoining);
  };
  if (user === undefined) return <ScreenLoading />;
  return (
    <Container size="sm" py="xl">
      {joiningByRegistration && user ? (
        <Joining />
      ) : user ? (
        <AcceptInvite token={token.data} user={user} />
      ) : (
        <GuestInvite token={token.data} onJoining={joining} />
      )}
    </Container>
  );
}

function Joining() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="lg">Joining the practice…</Text>
    </Group>
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

/** How the invitation page names each role. */
const roleWords: Record<Role, string> = {
  PRACTICE_SCHEDULER: 'practice scheduler (front desk)',
  OWNER: 'professional',
};

function GuestInvite({
  token,
  onJoining,
}: {
  token: string;
  onJoining: (joining: boolean) => void;
}) {
  const modals = useModals();
  const preview = useInvitePreview(token);
  // Kept in case signing in takes the person through the quick intake first.
  useEffect(() => rememberPendingInvite(token), [token]);
  if (preview.isPending) return <ScreenLoading />;
  if (preview.isError) {
    return isRefusal(preview.error, 'teams.badInvite') ? (
      <InvalidInvite />
    ) : (
      <QueryView query={preview} failedMessage="We could not load your invitation">
        {() => null}
      </QueryView>
    );
  }
  const invite = preview.data;
  const scheduler = invite.role === 'PRACTICE_SCHEDULER';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Join {invite.practice_name}</Title>
        <Text mt="sm" size="lg">
          {invite.invited_by} invited you to join {invite.practice_name} on {brandName()} as{' '}
          {scheduler ? 'its' : 'a'} {roleWords[invite.role]}.
        </Text>
        <Text mt="xs" c="dimmed">
          {scheduler
            ? 'You will keep the practice’s calendar and policies; you need no professional profile.'
            : 'You will work in the practice with your own professional profile.'}
        </Text>
      </div>
      <Panel>
        <Title order={2} size="h3" mb="sm">
          {scheduler ? 'Create your account' : 'New here? Create your professional account'}
        </Title>
        <ProfessionalRegisterForm invite={{ token, email: invite.email, onJoining }} />
      </Panel>
      <Group gap="sm" align="center">
        <Text>Already have an account with {invite.email}?</Text>
        <Button variant="default" onClick={() => modals.open('login', { landOnDashboard: false })}>
          Log in to join
        </Button>
      </Group>
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
