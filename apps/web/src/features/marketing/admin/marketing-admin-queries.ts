import { withQuery } from '@orchid/contracts/endpoint';
import { listClickCounts, listDemoRequests, listLeads } from '@orchid/contracts/marketing-desk';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { DESK_PAGE_SIZE } from '../../operators/desk-queries';

// The desk's lists of what the marketing pages' forms left (demo requests and leads) and of
// the clicks on their buttons.

const pageQuery = (page: number) => ({
  skip: String((page - 1) * DESK_PAGE_SIZE),
  limit: String(DESK_PAGE_SIZE),
});

export function useDemoRequests(page: number) {
  return useQuery({
    queryKey: ['admin', 'marketing', 'demo-requests', page],
    queryFn: ({ signal }) =>
      call(withQuery(listDemoRequests, pageQuery(page)), undefined, { signal }),
  });
}

export function useLeads(page: number) {
  return useQuery({
    queryKey: ['admin', 'marketing', 'leads', page],
    queryFn: ({ signal }) => call(withQuery(listLeads, pageQuery(page)), undefined, { signal }),
  });
}

export function useClickCounts(page: number) {
  return useQuery({
    queryKey: ['admin', 'marketing', 'clicks', page],
    queryFn: ({ signal }) =>
      call(withQuery(listClickCounts, pageQuery(page)), undefined, { signal }),
  });
}
