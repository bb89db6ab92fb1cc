import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accessQueryKey, refreshAccess } from './use-access';

describe('refreshAccess', () => {
  it('does not let an answer sent before the change land as fresh', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let role = 'OWNER';
    const askServer = async () => {
      const answer = role;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer;
    };
    const key = accessQueryKey('user-1');
    // Asked before the role changed, with nobody watching the query yet.
    const early = queryClient.fetchQuery({ queryKey: key, queryFn: askServer }).catch(() => null);
    role = 'PRACTICE_SCHEDULER';
    await refreshAccess(queryClient);
    await early;
    const shown = await queryClient.fetchQuery({
      queryKey: key,
      queryFn: askServer,
      staleTime: 60_000,
    });
    expect(shown).toBe('PRACTICE_SCHEDULER');
  });
});
