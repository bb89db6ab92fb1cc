import { defineEndpoint } from '@orchid/contracts/endpoint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from '../api/api-client';
import { ModalsProvider } from '../modals/modals-provider';
import { TestProviders } from '../test-providers';
import { stubApi } from '../test-server';
import { testUser } from '../test-user';
import { SessionProvider, useSession } from './session';
import { useSessionExpiryNotice } from './use-session-expiry-notice';

const notes = defineEndpoint({
  method: 'GET',
  path: '/api/notes/v1/notes',
  summary: 'Some signed-in call',
  status: 200,
  response: z.unknown(),
});

function Shell() {
  useSessionExpiryNotice();
  const { user } = useSession();
  return <p>{user === undefined ? 'loading' : user === null ? 'signed out' : 'signed in'}</p>;
}

function renderShell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ModalsProvider>
            <Shell />
          </ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </TestProviders>,
  );
}

const refused = { status: 401, body: { detail: 'Not authenticated' } };

async function callAndFail() {
  await act(async () => {
    await call(notes).catch(() => undefined);
  });
}

describe('session expiry notice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs the user out and asks to log in again when renewal fails', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser() },
      'GET /api/notes/v1/notes': refused,
      'POST /api/login/v1/renew_access_token': refused,
    });
    renderShell();
    expect(await screen.findByText('signed in')).toBeTruthy();

    await callAndFail();

    const dialog = await screen.findByRole('dialog', {
      name: 'Log in to unlock the best of Orchid',
    });
    expect(dialog.textContent).toContain('For your security your session has ended.');
    expect(screen.getByText('signed out')).toBeTruthy();
  });

  it('leaves a guest alone: nobody was signed in', async () => {
    stubApi({
      'GET /api/users/v1/user_info': refused,
      'GET /api/notes/v1/notes': refused,
      'POST /api/login/v1/renew_access_token': refused,
    });
    renderShell();
    expect(await screen.findByText('signed out')).toBeTruthy();

    await callAndFail();

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
