import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PhonePortraitProvider } from './phone/phone-portrait';
import { SessionProvider } from './session/session';
import { cssVariablesResolver, theme } from './theme';
import { toastAutoCloseMs, toastPosition } from './toasts';
import toastClasses from './toasts.module.css';

const queryClient = new QueryClient();

/** Everything the screens rely on that does not depend on the route. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications
        position={toastPosition}
        autoClose={toastAutoCloseMs}
        classNames={{ root: toastClasses.toasts }}
      />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PhonePortraitProvider>{children}</PhonePortraitProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
