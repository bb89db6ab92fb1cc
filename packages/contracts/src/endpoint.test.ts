import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { atPath, defineEndpoint, withQuery } from './endpoint';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/api/things/{thing_id}',
  summary: 'A thing',
  params: z.object({ thing_id: z.string() }),
  query: z.object({ on_behalf_of: z.string().optional(), q: z.string().optional() }),
  status: 200,
  response: z.object({}),
});

describe('atPath and withQuery', () => {
  it('fill the path and add the query values that are set, encoded', () => {
    const called = withQuery(atPath(endpoint, { thing_id: 'a/b' }), {
      on_behalf_of: 'owner 1',
      q: undefined,
    });
    expect(called.path).toBe('/api/things/a%2Fb?on_behalf_of=owner%201');
  });

  it('leave the path alone when no value is set', () => {
    expect(withQuery(endpoint, { on_behalf_of: undefined }).path).toBe('/api/things/{thing_id}');
  });
});
