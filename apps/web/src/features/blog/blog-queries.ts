import type { BlogSection, BlogSubmissionInput } from '@orchid/contracts/blog';
import { submitBlogPost } from '@orchid/contracts/blog';
import { entriesCall, entryCall } from '@orchid/contracts/blog-pages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { isRefusal } from '../../app/api/api-error';
import { callKey } from '../../app/api/server-data';

// The blog's calls. The lists and the entries are queried by their call's path (callKey): the
// server draws these pages with the same answers and hands them over (server-data.ts).

/** Entries change rarely: an answer is used for a minute before it is asked again. */
const BLOG_STALE_MS = 60_000;

/** A page of a section's entries (of a category, or all), newest first. */
export function useEntries(section: BlogSection, category: string | undefined, skip = 0) {
  const endpoint = entriesCall(section, category, skip);
  return useQuery({
    queryKey: callKey(endpoint.path),
    queryFn: ({ signal }) => call(endpoint, undefined, { signal }),
    staleTime: BLOG_STALE_MS,
  });
}

export function useEntry(section: BlogSection, url: string) {
  const endpoint = entryCall(section, url);
  return useQuery({
    queryKey: callKey(endpoint.path),
    queryFn: ({ signal }) => call(endpoint, undefined, { signal }),
    staleTime: BLOG_STALE_MS,
    retry: (count, error) => count < 2 && !isRefusal(error, 'blog.notFound'),
  });
}

export const useSubmitPost = () =>
  useMutation({ mutationFn: (input: BlogSubmissionInput) => call(submitBlogPost, input) });
