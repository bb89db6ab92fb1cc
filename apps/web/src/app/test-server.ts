import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };
/** A fixed answer, or one computed from the request's JSON body. */
type Responder = Answer | ((body: unknown) => Answer);

/**
 * Stubs the global fetch with answers by "METHOD /path", for tests of components that call
 * the API through the app's client. Unlisted calls answer 404 like the real server.
 */
export function stubApi(answers: Record<string, Responder>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const responder = answers[`${init.method ?? 'GET'} ${String(input)}`] ?? {
      status: 404,
      body: { detail: 'Not Found' },
    };
    const answer =
      typeof responder === 'function'
        ? responder(typeof init.body === 'string' ? JSON.parse(init.body) : undefined)
        : responder;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const calls = () => fetch.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`);
  /** The JSON bodies sent to "METHOD /path", in order. */
  const bodies = (call: string) =>
    fetch.mock.calls
      .filter(([input, init]) => `${init?.method} ${String(input)}` === call)
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { fetch, calls, bodies };
}
