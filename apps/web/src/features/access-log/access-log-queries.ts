import { type AuditAction, getAccessLog, getPracticeAuditEvents } from '@orchid/contracts/audit';
import { withQuery } from '@orchid/contracts/endpoint';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';

const PAGE = '20';

/** "Who has seen my information": the signed-in person's access log, a page at a time. */
export function useAccessLog(userId: string) {
  return useInfiniteQuery({
    queryKey: ['access-log', userId],
    queryFn: ({ pageParam, signal }) =>
      call(withQuery(getAccessLog, { limit: PAGE, before: pageParam }), undefined, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export type AuditFilter = {
  /** Only what this person (a user id of the practice) did. */
  actor?: string | undefined;
  action?: AuditAction | undefined;
  /** The first and last instants, inclusive (see audit-days). */
  from?: string | undefined;
  to?: string | undefined;
};

/** The practice's audit events for its owner, filtered, a page at a time. */
export function usePracticeAuditEvents(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['audit-events', filter],
    queryFn: ({ pageParam, signal }) =>
      call(
        withQuery(getPracticeAuditEvents, {
          limit: PAGE,
          before: pageParam,
          actor: filter.actor,
          action: filter.action,
          from: filter.from,
          to: filter.to,
        }),
        undefined,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}
