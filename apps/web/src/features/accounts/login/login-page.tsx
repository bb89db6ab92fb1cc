import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { brandName, usePageTitle } from '../../../app/brand';
import { usePhonePortrait } from '../../../app/phone/phone-portrait';
import { dashboardPath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';
import { useSignOut } from '../../../app/session/use-sign-out';
import { Panel } from '../../../ui/panel';
import { LoginForm, loginTitle } from './login-form';

/** /login: the login form on a page of its own, behind the logo-only bar. */
/** The page's title and description, in the browser and in the head of the page the server draws. */
export const loginHead = () => ({
  title: 'Log in',
  description: `Log in to ${brandName()} to book sessions, meet your professional or run your practice.`,
});

export function LoginPage() {
  usePageTitle(loginHead().title);
  const { user } = useSession();
  const phone = usePhonePortrait();
  return (
    <Container size={480} py="xl">
      <Panel>
        <Title order={1} size="h2" mb="md">
          {loginTitle()}
        </Title>
        {/* The form shows while the session is still being found out (almost everyone here is
            signed out): a loader in its place made the page, footer and all, jump when it came. */}
        {user ? (
          <SignedInAlready name={user.first_name} to={dashboardPath(user)} />
        ) : (
          <LoginForm landOnDashboard onDone={() => undefined} showRegisterButton={phone} />
        )}
      </Panel>
    </Container>
  );
}

function SignedInAlready({ name, to }: { name: string; to: string }) {
  const signOut = useSignOut();
  return (
    <>
      <Text>You are already logged in{name ? ` as ${name}` : ''}.</Text>
      <Group mt="md" gap="sm">
        <Button component={Link} to={to}>
          Go to your dashboard
        </Button>
        <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          Log out
        </Button>
      </Group>
    </>
  );
}
