import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { PhonePortraitProvider } from './phone/phone-portrait';
import { SessionProvider } from './session/session';
import { cssVariablesResolver, theme } from './theme';
import { onToastShown, toastsShown } from './toasts-shown';

// The toasts' container and its transitions are fetched with the first toast: it waits in
// Mantine's store and appears once they are here.
const Toasts = lazy(() => import('./toasts-container').then((m) => ({ default: m.Toasts })));

function ToastsOnceShown() {
  const wanted = useSyncExternalStore(onToastShown, toastsShown, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

type AppProvidersProps = {
  queryClient: QueryClient;
  /** The page was drawn on the server for a phone (prerender.tsx). */
  prerenderedForPhone?: boolean;
  children: ReactNode;
};

/** Everything the screens rely on that does not depend on the route. */
export function AppProviders({
  queryClient,
  prerenderedForPhone = false,
  children,
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <ToastsOnceShown />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PhonePortraitProvider prerenderedForPhone={prerenderedForPhone}>
            {children}
          </PhonePortraitProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
