import { Alert, Button, Container } from '@mantine/core';
import { messages } from '@orchid/contracts/errors';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../brand';
import { reportError } from './report-error';

/**
 * The route error boundary: a screen whose code failed to load, or that failed to render,
 * shows the spec's message (accounts-and-access §8) and is reported.
 */
export function ScreenError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  useEffect(() => {
    if (!isRouteErrorResponse(error)) {
      reportError(error, 'route-error-boundary', { path: location.pathname });
    }
  }, [error]);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title="This page could not be shown" role="alert">
        {messages.lazyScreenFailed}
      </Alert>
      <Button
        mt="md"
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        onClick={() => window.location.reload()}
      >
        Refresh the page
      </Button>
    </Container>
  );
}

/** The same, when the shell itself failed: there is no layout around it to give <main>. */
export function ShellError() {
  return (
    <main id="main-content">
      <ScreenError />
    </main>
  );
}
