import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };

/**
 * Stubs the global fetch with answers by "METHOD /path", for tests of components that call
 * the API through the app's client. Unlisted calls answer 404 like the real server.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${String(input)}`] ?? {
      status: 404,
      body: { detail: 'Not Found' },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const calls = () => fetch.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`);
  return { fetch, calls };
}
