import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test-server';
import { testUser } from '../test-user';
import { SessionProvider, useSession } from './session';

function Probe() {
  const { user } = useSession();
  const state = user === undefined ? 'loading' : user === null ? 'signed out' : user.first_name;
  return <p>{state}</p>;
}

function renderSession(children: ReactNode = <Probe />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>,
  );
}

describe('session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is undefined while loading, then the user', async () => {
    stubApi({
      'GET /api/users/v1/user_info': {
        status: 200,
        body: testUser({ first_name: 'Rosa' }),
      },
    });
    renderSession();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Rosa')).toBeTruthy();
  });

  it.each([401, 403, 404])('is null when user info answers %i', async (status) => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status, body: { detail: 'Not authenticated' } },
    });
    renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    // A 401 or 403 first tries to renew the session, once.
    const renewals = api.calls().filter((c) => c === 'POST /api/login/v1/renew_access_token');
    expect(renewals).toHaveLength(status === 404 ? 0 : 1);
  });

  it('is null when user info cannot be loaded, after one retry', async () => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 500, body: { detail: 'Oops' } },
    });
    renderSession();
    expect(await screen.findByText('signed out', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.calls()).toEqual(['GET /api/users/v1/user_info', 'GET /api/users/v1/user_info']);
  });
});
