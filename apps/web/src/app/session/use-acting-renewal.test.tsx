import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../page-reload';
import { renderInApp } from '../test-app';
import { stubApi } from '../test-server';
import { testUser } from '../test-user';
import { recordActivity } from './inactivity';
import { useActingRenewal } from './use-acting-renewal';

vi.mock('../page-reload', () => ({ reloadPage: vi.fn() }));

const renewAccess = 'POST /api/login/v1/renew_access_token';
const renewGuardian = 'POST /api/users/v1/minors/renew_current_access';
const start = Date.parse('2026-03-01T10:00:00Z');
const minutes = (count: number) => count * 60_000;
const at = (ms: number) => new Date(ms).toISOString();

function Renewal() {
  useActingRenewal();
  return null;
}

function renderActing(expiresAt: string) {
  const api = stubApi({
    'GET /api/users/v1/user_info': {
      status: 200,
      body: testUser({ guardian_token_exp: expiresAt, current_minor_user_id: 'minor-1' }),
    },
    [renewAccess]: { status: 200, body: { access_expires_at: at(start + minutes(20)) } },
    [renewGuardian]: {
      status: 200,
      body: {
        guardian_token_exp: at(start + minutes(19)),
        current_minor_user_id: '0196f6a2-7c1e-7000-8000-00000000000a',
      },
    },
  });
  renderInApp(<Renewal />);
  return api;
}

/** Lets the session load, then moves the clock on. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('keeping acting for a minor alive', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renews the session and the guardian token shortly before the end, while active', async () => {
    const api = renderActing(at(start + minutes(4)));
    await wait(100);
    recordActivity();
    await wait(minutes(0.5));
    expect(api.calls()).not.toContain(renewGuardian);

    await wait(minutes(1));
    await vi.waitFor(() => expect(api.calls()).toContain(renewGuardian));
    expect(api.calls().indexOf(renewGuardian)).toBeGreaterThan(api.calls().indexOf(renewAccess));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('lets acting lapse in an idle tab and reloads as the guardian', async () => {
    recordActivity(start - minutes(30));
    const api = renderActing(at(start + minutes(4)));
    await wait(minutes(4.5));
    expect(api.calls()).not.toContain(renewGuardian);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
