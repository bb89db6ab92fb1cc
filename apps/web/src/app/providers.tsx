import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { DrawnByServerContext } from './layout/drawn-by-server';
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
  /** The page is drawn on the server (prerender.tsx), or hydrated from what it drew. */
  drawnByServer?: boolean;
  /** The page was drawn on the server for a phone (prerender.tsx). */
  prerenderedForPhone?: boolean;
  children: ReactNode;
};

/** Everything the screens rely on that does not depend on the route. */
export function AppProviders({
  queryClient,
  drawnByServer = false,
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
            <DrawnByServerContext value={drawnByServer}>{children}</DrawnByServerContext>
          </PhonePortraitProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
