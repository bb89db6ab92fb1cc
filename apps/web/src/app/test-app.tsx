import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentModal } from './modals/modals';
import { ModalsProvider } from './modals/modals-provider';
import { SessionProvider } from './session/session';
import { TestProviders } from './test-providers';

/** Where the app is and which modal is open, for assertions. */
function Whereabouts() {
  const { pathname } = useLocation();
  const current = useCurrentModal();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <output data-testid="modal">{current ?? 'none'}</output>
    </>
  );
}

/** Renders a screen inside everything the app gives it: router, session, modals. */
export function renderInApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestProviders path={path}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ModalsProvider>
            {ui}
            <Whereabouts />
          </ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </TestProviders>,
  );
}
