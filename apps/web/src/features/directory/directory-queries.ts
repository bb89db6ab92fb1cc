import {
  type DirectoryProfile,
  type DirectoryProfileInput,
  deleteProfileImage,
  getDirectoryPractice,
  getDirectoryProfessional,
  getOwnDirectoryProfile,
  saveOwnDirectoryProfile,
  searchDirectory,
} from '@orchid/contracts/directory';
import { atPath, withQuery } from '@orchid/contracts/endpoint';
import { listBookableSessionTypes, listTimeslots } from '@orchid/contracts/scheduling';
import { addCalendarDays, todayIn } from '@orchid/contracts/time';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { apiQueryOf, type DirectoryFilters } from './directory-filters';
import { uploadProfilePhoto } from './profile-photo-upload';

// The directory's calls: public reads for visitors, and the professional's own profile.

/** How many days of free times a profile shows. */
export const FREE_DAYS_SHOWN = 14;

export function useDirectorySearch(filters: DirectoryFilters) {
  const query = apiQueryOf(filters);
  return useQuery({
    queryKey: ['directory', 'search', query],
    queryFn: ({ signal }) => call(withQuery(searchDirectory, query), undefined, { signal }),
    // The last results stay while the next page or filter loads, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useDirectoryProfessional(idOrCustomUrl: string) {
  return useQuery({
    queryKey: ['directory', 'professional', idOrCustomUrl],
    queryFn: ({ signal }) =>
      call(atPath(getDirectoryProfessional, { id_or_custom_url: idOrCustomUrl }), undefined, {
        signal,
      }),
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

export function useBookableSessionTypes(sub: string | undefined) {
  return useQuery({
    queryKey: ['directory', 'session-types', sub],
    queryFn: ({ signal }) =>
      call(atPath(listBookableSessionTypes, { id: sub ?? '' }), undefined, { signal }),
    enabled: sub !== undefined,
    select: (answer) => answer.appointment_types,
  });
}

/** The next FREE_DAYS_SHOWN days of free times, asked in the visitor's zone. */
export function useFreeTimes(sub: string | undefined, timeZone: string) {
  const from = todayIn(timeZone, new Date());
  const to = addCalendarDays(from, FREE_DAYS_SHOWN - 1);
  return useQuery({
    queryKey: ['directory', 'timeslots', sub, from, timeZone],
    queryFn: ({ signal }) =>
      call(
        withQuery(atPath(listTimeslots, { orchid_pro_sub: sub ?? '' }), {
          from,
          to,
          timezone: timeZone,
        }),
        undefined,
        { signal },
      ),
    enabled: sub !== undefined,
    select: (answer) => answer.timeslots,
  });
}

export function useDirectoryPractice(practiceGroupName: string) {
  return useQuery({
    queryKey: ['directory', 'practice', practiceGroupName],
    queryFn: ({ signal }) =>
      call(atPath(getDirectoryPractice, { practice_group_name: practiceGroupName }), undefined, {
        signal,
      }),
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** A 404 answer: the page's subject does not exist (or is not listed). */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

// ---- The professional's own directory profile ---------------------------------------------

const ownProfileKey = ['directory', 'own-profile'] as const;

export function useOwnDirectoryProfile() {
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => call(getOwnDirectoryProfile, undefined, { signal }),
  });
}

/** Saving and the photo's changes all answer the whole profile, which replaces the cached one. */
function useProfileChange<T>(change: (input: T) => Promise<DirectoryProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(ownProfileKey, saved);
      // The public page shows the change.
      void queryClient.invalidateQueries({ queryKey: ['directory', 'professional'] });
    },
  });
}

export const useSaveDirectoryProfile = () =>
  useProfileChange((input: DirectoryProfileInput) => call(saveOwnDirectoryProfile, input));

export const useUploadProfilePhoto = () => useProfileChange(uploadProfilePhoto);

export const useDeleteProfilePhoto = () => useProfileChange(() => call(deleteProfileImage));
