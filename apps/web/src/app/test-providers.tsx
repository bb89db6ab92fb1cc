import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from './theme';

/** Mantine without transitions or portals, and a router, for component tests. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </MantineProvider>
  );
}
