import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_TYPES,
  type BlogEntryInput,
  BlogImageSchema,
  type BlogSection,
  blogMessages,
  createBlogEntry,
  deleteBlogEntry,
  getEditorEntry,
  listBlogSubmissions,
  listEditorEntries,
  previewBlogMarkdown,
  updateBlogEntry,
  uploadBlogImagePath,
} from '@orchid/contracts/blog';
import { atPath, withQuery } from '@orchid/contracts/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { uploadFile, uploadProblem } from '../../../app/api/file-upload';
import { DESK_PAGE_SIZE } from '../../operators/desk-queries';

// The operators' calls: entries with their drafts, saving, deleting and previewing them,
// pictures for posts, and the submissions guest authors sent.

const adminKey = ['blog-admin'] as const;

export function useEditorEntries(section: BlogSection) {
  return useQuery({
    queryKey: [...adminKey, 'entries', section],
    queryFn: ({ signal }) => call(withQuery(listEditorEntries, { section }), undefined, { signal }),
    select: (answer) => answer.entries,
  });
}

export function useEditorEntry(id: number | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'entry', id],
    queryFn: ({ signal }) =>
      call(atPath(getEditorEntry, { id: String(id) }), undefined, { signal }),
    enabled: id !== undefined,
    // The Markdown being edited is never replaced under the operator's hands.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saving or deleting changes the lists, the entry and what readers see. */
function useEntryChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKey });
      await queryClient.invalidateQueries({ queryKey: ['call'] });
    },
  });
}

export const useSaveEntry = (id: number | undefined) =>
  useEntryChange((input: BlogEntryInput) =>
    id === undefined
      ? call(createBlogEntry, input)
      : call(atPath(updateBlogEntry, { id: String(id) }), input),
  );

export const useDeleteEntry = () =>
  useEntryChange((id: number) => call(atPath(deleteBlogEntry, { id: String(id) })));

export const usePreview = () =>
  useMutation({
    mutationFn: (bodyMarkdown: string) =>
      call(previewBlogMarkdown, { body_markdown: bodyMarkdown }),
  });

/** What is wrong with a chosen picture before it is sent, or undefined when it may go. */
export const imageProblem = (file: { type: string; size: number }): string | undefined =>
  uploadProblem(file, {
    types: BLOG_IMAGE_TYPES,
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    typeMessage: blogMessages.imageType,
    sizeMessage: blogMessages.imageSize,
  });

/** A picture for a post, sent as the body: answers its address. */
export async function uploadBlogImage(file: File): Promise<string> {
  return BlogImageSchema.parse(await uploadFile(uploadBlogImagePath, file)).url;
}

/** A page (1-based) of the submissions, as the desk's lists page. */
export function useSubmissions(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'submissions', page],
    queryFn: ({ signal }) =>
      call(
        withQuery(listBlogSubmissions, {
          skip: String((page - 1) * DESK_PAGE_SIZE),
          limit: String(DESK_PAGE_SIZE),
        }),
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
