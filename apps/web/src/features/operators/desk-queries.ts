import {
  approveWaitingProfessional,
  listFailedJobs,
  listWaitingProfessionals,
  retryFailedJob,
} from '@orchid/contracts/admin';
import { atPath, withQuery } from '@orchid/contracts/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';

/** Rows on one page of a desk list. */
export const DESK_PAGE_SIZE = 25;

const pageQuery = (page: number) => ({
  skip: String((page - 1) * DESK_PAGE_SIZE),
  limit: String(DESK_PAGE_SIZE),
});

const waitingKey = ['operator-desk', 'waiting-professionals'] as const;
const failedKey = ['operator-desk', 'failed-jobs'] as const;

/** Professionals waiting for approval, a page at a time (1-based), found by name or e-mail. */
export function useWaitingProfessionals(page = 1, search = '') {
  const q = search.trim() || undefined;
  return useQuery({
    queryKey: [...waitingKey, page, q],
    queryFn: ({ signal }) =>
      call(withQuery(listWaitingProfessionals, { ...pageQuery(page), q }), undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApproveProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sub: string) => call(atPath(approveWaitingProfessional, { sub })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingKey }),
  });
}

/** Background jobs that failed for good, a page at a time (1-based). */
export function useFailedJobs(page = 1) {
  return useQuery({
    queryKey: [...failedKey, page],
    queryFn: ({ signal }) =>
      call(withQuery(listFailedJobs, pageQuery(page)), undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => call(atPath(retryFailedJob, { job_id: jobId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedKey }),
  });
}
