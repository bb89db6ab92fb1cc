import { initiateAuth, logout } from '@orchid/contracts/accounts';
import { defineEndpoint } from '@orchid/contracts/endpoint';
import { messages } from '@orchid/contracts/errors';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/v1/thing',
  summary: 'A thing',
  status: 200,
  response: z.object({ name: z.string() }),
});

const saveThing = defineEndpoint({
  method: 'POST',
  path: '/api/things/v1/thing',
  summary: 'Save a thing',
  body: z.object({ name: z.string() }),
  status: 201,
  response: z.object({ id: z.string() }),
});

const renewPath = '/api/login/v1/renew_access_token';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch that answers by path and records what it was asked. */
function fakeFetch(handler: Handler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  const paths = () => fetch.mock.calls.map(([input]) => String(input));
  const request = (index: number) => {
    const [input, init = {}] = fetch.mock.calls[index] ?? [];
    const headers = new Headers(init.headers);
    return { path: String(input), init, header: (name: string) => headers.get(name) };
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, paths, request };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends JSON with credentials and parses the answer with the response schema', async () => {
    const server = fakeFetch(() => json(201, { id: 'a1', extra: 'dropped' }));
    const { call } = createApiClient(server.fetch);

    await expect(call(saveThing, { name: 'Fern' })).resolves.toEqual({ id: 'a1' });

    const sent = server.request(0);
    expect(sent.path).toBe('/api/things/v1/thing');
    expect(sent.init.method).toBe('POST');
    expect(sent.init.credentials).toBe('include');
    expect(sent.init.body).toBe('{"name":"Fern"}');
    expect(sent.header('content-type')).toBe('application/json');
  });

  it('sends no body and no content type without a body', async () => {
    const server = fakeFetch(() => json(200, { name: 'Fern' }));
    const { call } = createApiClient(server.fetch);
    await call(getThing);
    const sent = server.request(0);
    expect(sent.init.body).toBeUndefined();
    expect(sent.header('content-type')).toBeNull();
  });

  it.each([401, 403])('renews once after a %i and retries the request once', async (status) => {
    let thingCalls = 0;
    const server = fakeFetch((path) => {
      if (path === renewPath) return json(200, {});
      thingCalls++;
      return thingCalls === 1
        ? json(status, { detail: 'Not authenticated' })
        : json(200, { name: 'Fern' });
    });
    const { call } = createApiClient(server.fetch);

    await expect(call(getThing)).resolves.toEqual({ name: 'Fern' });
    expect(server.paths()).toEqual([getThing.path, renewPath, getThing.path]);
  });

  it('merges concurrent renewals into one request', async () => {
    let renewed = false;
    const server = fakeFetch(async (path) => {
      if (path === renewPath) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        renewed = true;
        return json(200, {});
      }
      return renewed ? json(200, { name: 'Fern' }) : json(401, { detail: 'Not authenticated' });
    });
    const { call } = createApiClient(server.fetch);

    const answers = await Promise.all([call(getThing), call(getThing), call(getThing)]);

    expect(answers).toEqual([{ name: 'Fern' }, { name: 'Fern' }, { name: 'Fern' }]);
    expect(server.paths().filter((path) => path === renewPath)).toHaveLength(1);
    expect(server.paths().filter((path) => path === getThing.path)).toHaveLength(6);
  });

  it('does not renew a second time when the retry is refused again', async () => {
    const server = fakeFetch((path) =>
      path === renewPath ? json(200, {}) : json(403, { detail: 'Forbidden' }),
    );
    const { call, onSessionExpired } = createApiClient(server.fetch);
    const expired = vi.fn();
    onSessionExpired(expired);

    const error = await caught(call(getThing));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(server.paths()).toEqual([getThing.path, renewPath, getThing.path]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('reports an expired session once when a shared renewal fails, and does not retry', async () => {
    const server = fakeFetch((path) =>
      path === renewPath ? json(401, { detail: 'Invalid refresh token' }) : json(401, {}),
    );
    const { call, onSessionExpired } = createApiClient(server.fetch);
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);

    const errors = await Promise.all([caught(call(getThing)), caught(call(getThing))]);

    expect(errors.map((e) => (e as ApiError).status)).toEqual([401, 401]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(server.paths()).toEqual([getThing.path, getThing.path, renewPath]);

    unsubscribe();
    await caught(call(getThing));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('treats a renewal that cannot reach the server as failed', async () => {
    const server = fakeFetch((path) => {
      if (path === renewPath) throw new TypeError('Failed to fetch');
      return json(401, {});
    });
    const { call, onSessionExpired } = createApiClient(server.fetch);
    const expired = vi.fn();
    onSessionExpired(expired);

    expect(((await caught(call(getThing))) as ApiError).status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never renews around signing in or out: their refusals are not an expired session', async () => {
    const server = fakeFetch((path) =>
      path === renewPath ? json(200, {}) : json(403, { detail: 'Refused' }),
    );
    const { call, onSessionExpired } = createApiClient(server.fetch);
    const expired = vi.fn();
    onSessionExpired(expired);

    const signIn = (await caught(
      call(initiateAuth, { username_or_email: 'a@example.org', password: 'wrong' }),
    )) as ApiError;
    const signOut = (await caught(call(logout))) as ApiError;

    expect([signIn.status, signOut.status]).toEqual([403, 403]);
    expect(server.paths()).toEqual([initiateAuth.path, logout.path]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not renew after other failures', async () => {
    const server = fakeFetch(() => json(404, { detail: 'Not Found' }));
    const { call } = createApiClient(server.fetch);
    const error = (await caught(call(getThing))) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe('Not Found');
    expect(server.paths()).toEqual([getThing.path]);
  });

  it('turns a network failure into a 503 with the network message', async () => {
    const server = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { call } = createApiClient(server.fetch);
    const error = (await caught(call(getThing))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe(messages.network);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('rethrows an aborted request as its AbortError', async () => {
    const server = fakeFetch((_path, init) => {
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return json(200, { name: 'Fern' });
    });
    const { call } = createApiClient(server.fetch);
    const controller = new AbortController();
    controller.abort();
    const error = await caught(call(getThing, undefined, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('parses error details as spec §8 says', async () => {
    const answers = [
      json(409, { detail: 'That email is already registered' }),
      json(422, { detail: [{ msg: 'Field required', loc: ['body', 'email'] }] }),
      json(500, { unexpected: true }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    ];
    const server = fakeFetch(() => answers.shift() ?? json(500, {}));
    const { call } = createApiClient(server.fetch);

    const conflict = (await caught(call(getThing))) as ApiError;
    expect(conflict.message).toBe('That email is already registered');
    expect(conflict.detail).toBe('That email is already registered');

    const invalid = (await caught(call(getThing))) as ApiError;
    expect(invalid.status).toBe(422);
    expect(invalid.message).toBe('Field required (body.email)');
    expect(invalid.detail).toEqual([{ msg: 'Field required', loc: ['body', 'email'] }]);

    const broken = (await caught(call(getThing))) as ApiError;
    expect(broken.message).toBe(messages.generic);
    expect(broken.detail).toBeUndefined();

    const gateway = (await caught(call(getThing))) as ApiError;
    expect(gateway.status).toBe(502);
    expect(gateway.message).toBe(messages.generic);
  });

  it('rejects an answer that does not match the response schema', async () => {
    const server = fakeFetch(() => json(200, { name: 42 }));
    const { call } = createApiClient(server.fetch);
    const error = (await caught(call(getThing))) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).toBe('Unexpected answer from GET /api/things/v1/thing');
  });
});

describe('api client acting for a minor', () => {
  const guardianPath = '/api/users/v1/minors/renew_current_access';
  const clock = Date.parse('2026-03-01T10:00:00Z');
  const now = () => clock;
  const later = (minutes: number) => new Date(clock + minutes * 60_000).toISOString();

  /** Refuses the first call of getThing, so the client renews; answers the rest. */
  function serverWith(guardianAnswer: () => Response) {
    let thingCalls = 0;
    return fakeFetch((path) => {
      if (path === renewPath) return json(200, {});
      if (path === guardianPath) return guardianAnswer();
      thingCalls++;
      return thingCalls === 1 ? json(401, {}) : json(200, { name: 'Fern' });
    });
  }

  it('renews the guardian token together with the access token while one exists', async () => {
    const renewedUntil = later(15);
    const server = serverWith(() =>
      json(200, {
        guardian_token_exp: renewedUntil,
        current_minor_user_id: '0196f6a2-7c1e-7000-8000-000000000002',
      }),
    );
    const client = createApiClient(server.fetch, { now });
    const renewed = vi.fn();
    client.onGuardianTokenRenewed(renewed);
    client.setGuardianTokenExpiry(later(2));

    await expect(client.call(getThing)).resolves.toEqual({ name: 'Fern' });

    expect(server.paths()).toEqual([getThing.path, renewPath, guardianPath, getThing.path]);
    expect(server.request(2).init.method).toBe('POST');
    expect(renewed).toHaveBeenCalledWith(renewedUntil);
  });

  it('renews only the access token without a guardian token, or once it has expired', async () => {
    for (const expiry of [undefined, later(-1)]) {
      const server = serverWith(() => json(500, {}));
      const client = createApiClient(server.fetch, { now });
      client.setGuardianTokenExpiry(expiry);
      await client.call(getThing);
      expect(server.paths()).toEqual([getThing.path, renewPath, getThing.path]);
    }
  });

  it('treats a failed guardian renewal as an ended session', async () => {
    const server = serverWith(() => json(403, { detail: 'You are not acting for a minor.' }));
    const client = createApiClient(server.fetch, { now });
    const expired = vi.fn();
    client.onSessionExpired(expired);
    client.setGuardianTokenExpiry(later(5));

    const error = (await caught(client.call(getThing))) as ApiError;

    expect(error.status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(server.paths()).toEqual([getThing.path, renewPath, guardianPath]);
  });

  it('renews ahead of time on request, guardian token included', async () => {
    const server = serverWith(() =>
      json(200, {
        guardian_token_exp: later(15),
        current_minor_user_id: '0196f6a2-7c1e-7000-8000-000000000002',
      }),
    );
    const client = createApiClient(server.fetch, { now });
    client.setGuardianTokenExpiry(later(3));
    await expect(client.renewSession()).resolves.toBe(true);
    expect(server.paths()).toEqual([renewPath, guardianPath]);
  });
});
