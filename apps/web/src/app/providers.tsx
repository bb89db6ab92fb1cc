import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { PhonePortraitProvider } from './phone/phone-portrait';
import { SessionProvider } from './session/session';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container and its transitions arrive after the page: a toast shown before it
// is here waits in Mantine's store and appears once it is.
const Toasts = lazy(() => import('./toasts-container').then((m) => ({ default: m.Toasts })));

const queryClient = new QueryClient();

/** Everything the screens rely on that does not depend on the route. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PhonePortraitProvider>{children}</PhonePortraitProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
