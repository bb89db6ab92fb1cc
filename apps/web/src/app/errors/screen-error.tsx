import { Button, Container, Text } from '@mantine/core';
import { messages } from '@orchid/contracts/error-messages';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../brand';
import { useScreenShown } from '../layout/screen-shown';
import { reportErrorLazily } from './report-error-lazily';
import classes from './screen-error.module.css';

/**
 * The route error boundary: a screen whose code failed to load, or that failed to render,
 * shows the spec's message (accounts-and-access §8) and is reported.
 */
export function ScreenError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  useScreenShown();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) {
      reportErrorLazily(error, 'route-error-boundary', { path: location.pathname });
    }
  }, [error]);
  return (
    <Container size="sm" py="xl">
      {/* Drawn as Mantine's light red Alert, without its script (and its close button's): it is
          part of every page's first script, as the screen a failed load falls back to. */}
      <div role="alert" className={classes.alert}>
        <Text fw={650} className={classes.title}>
          This page could not be shown
        </Text>
        <Text size="sm">{messages.lazyScreenFailed}</Text>
      </div>
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
