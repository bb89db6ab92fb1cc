import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { useModals } from '../../app/modals/modals';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { useNoIndex } from '../../app/use-page-meta';
import { ScreenLoading } from '../../ui/screen-loading';
import { deskTabPath, deskTabs } from './desk-tabs';

/**
 * /admin: the operator's desk, for the platform's operators only (`npm run grant-operator`).
 * Anyone else is told so; the server refuses all of its calls to them anyway.
 */
export function OperatorDesk() {
  useNoIndex();
  usePageTitle("Operator's desk");
  const { user } = useSession();
  if (user === undefined) return <ScreenLoading />;
  if (!user?.is_operator) return <NotAllowed signedIn={user !== null} />;
  return <Desk />;
}

function NotAllowed({ signedIn }: { signedIn: boolean }) {
  const modals = useModals();
  return (
    <Container size="sm" py="xl">
      <Title order={1}>This page is for the platform's operators</Title>
      <Text mt="sm" size="lg">
        {signedIn
          ? "Your account cannot open the operator's desk. If you help run this platform, ask whoever manages its server to make you an operator."
          : "Log in with an operator's account to open the desk."}
      </Text>
      <Group mt="lg" gap="sm">
        {!signedIn && <Button onClick={() => modals.open('login')}>Log in</Button>}
        <Button component={Link} to={paths.home} variant={signedIn ? 'filled' : 'default'}>
          Go to the home page
        </Button>
      </Group>
    </Container>
  );
}

function Desk() {
  const slug = (useParams()['*'] ?? '').split('/')[0];
  const [first] = deskTabs;
  if (!slug && first) return <Navigate to={deskTabPath(first.slug)} replace />;
  const tab = deskTabs.find((candidate) => candidate.slug === slug);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Operator's desk</Title>
          <Text c="dimmed">What waits for the people who run the platform.</Text>
        </div>
        <nav aria-label="Operator's desk">
          <Group gap="xs">
            {deskTabs.map(({ slug: tabSlug, label, Count }) => {
              const current = tabSlug === tab?.slug;
              return (
                <Button
                  key={tabSlug}
                  component={Link}
                  to={deskTabPath(tabSlug)}
                  variant={current ? 'filled' : 'default'}
                  aria-current={current ? 'page' : undefined}
                  rightSection={Count && <Count />}
                >
                  {label}
                </Button>
              );
            })}
          </Group>
        </nav>
        {tab ? (
          <Suspense fallback={<ScreenLoading />}>
            <tab.Screen />
          </Suspense>
        ) : (
          <Text>The desk has no such tab. Choose one above.</Text>
        )}
      </Stack>
    </Container>
  );
}
