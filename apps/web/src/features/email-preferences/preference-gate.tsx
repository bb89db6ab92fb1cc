import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useModals } from '../../app/modals/modals';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { ScreenLoading } from '../../ui/screen-loading';
import type { PreferenceSource } from './preference-queries';

/** The token of the mail's link the page was opened with, if any. */
export function useLinkToken(): string | undefined {
  return useSearchParams()[0].get('token')?.trim() || undefined;
}

/**
 * Whose preferences a page shows: the mail's link's, else the signed-in person's; a guest
 * without a link is asked to log in.
 */
export function PreferenceGate({
  children,
}: {
  children: (source: PreferenceSource) => ReactNode;
}) {
  const token = useLinkToken();
  const { user } = useSession();
  if (token) return children({ token });
  if (user === undefined) return <ScreenLoading />;
  if (user) return children('own');
  return <LogInToManage />;
}

/** The page for a guest without a mail's link, or with a link that no longer works. */
export function LogInToManage({ problem }: { problem?: string }) {
  const modals = useModals();
  const { user } = useSession();
  return (
    <PreferencePage title="E-mail preferences">
      {problem && (
        <Alert color="red" variant="light" role="alert" title="This link does not work">
          {problem}
        </Alert>
      )}
      <Text>
        Open the link at the bottom of one of our e-mails, or log in, to choose which e-mails you
        get.
      </Text>
      <Group gap="sm">
        {user ? (
          <Button component={Link} to={paths.emailPreference}>
            Manage my e-mail preferences
          </Button>
        ) : (
          <Button onClick={() => modals.open('login')}>Log in</Button>
        )}
      </Group>
    </PreferencePage>
  );
}

/** The frame of every preference page: a narrow column with its title. */
export function PreferencePage({
  title,
  titleRef,
  children,
}: {
  title: string;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
