import type { UserInfo } from '@orchid/contracts/accounts';
import { atPath, withQuery } from '@orchid/contracts/endpoint';
import {
  type Availability,
  createSessionType,
  deleteSessionType,
  getAvailability,
  getCalendarFeed,
  listOwnSessionTypes,
  rotateCalendarFeed,
  type SessionTypeInput,
  saveAvailability,
  saveCalendarFeed,
  updateSessionType,
} from '@orchid/contracts/scheduling';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { errorPrefixes, withErrorPrefix } from '../../app/api/error-prefixes';

// The practice's calendar setup (docs/scheduling.md): session types, hours and the calendar
// feed. Everyone with the calendar reads the owner's (a scheduler on_behalf_of); only the owner
// changes them (edit-scheduling, §6).

const sessionTypesKey = (owner: string) => ['session-types', owner] as const;
const availabilityKey = (owner: string) => ['availability', owner] as const;
const calendarFeedKey = (owner: string) => ['calendar-feed', owner] as const;

/** on_behalf_of for a team member reading the owner's practice; nothing for the owner. */
const onBehalfOf = (user: UserInfo, ownerId: string) =>
  ownerId === user.sub ? {} : { on_behalf_of: ownerId };

/** The practice's session types (undefined owner: waits for the team to load). */
export function useSessionTypes(user: UserInfo, ownerId: string | undefined) {
  return useQuery({
    queryKey: sessionTypesKey(ownerId ?? 'unknown'),
    queryFn: ({ signal }) =>
      call(withQuery(listOwnSessionTypes, onBehalfOf(user, ownerId ?? user.sub)), undefined, {
        signal,
      }),
    enabled: ownerId !== undefined,
    select: (answer) => answer.appointment_types,
  });
}

/** Adds (no id) or changes (an id) one of the owner's session types. */
export function useSaveSessionType(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: SessionTypeInput }) =>
      id === undefined
        ? call(createSessionType, input)
        : call(atPath(updateSessionType, { appointment_type_id: id }), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionTypesKey(user.sub) }),
  });
}

export function useDeleteSessionType(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(atPath(deleteSessionType, { appointment_type_id: id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionTypesKey(user.sub) }),
  });
}

/** The practice's hours and booking rules (the defaults with saved: false until saved). */
export function useAvailability(user: UserInfo, ownerId: string | undefined) {
  return useQuery({
    queryKey: availabilityKey(ownerId ?? 'unknown'),
    queryFn: ({ signal }) =>
      call(withQuery(getAvailability, onBehalfOf(user, ownerId ?? user.sub)), undefined, {
        signal,
      }),
    enabled: ownerId !== undefined,
  });
}

export function useSaveAvailability(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) =>
      withErrorPrefix(errorPrefixes.confirmSchedule, call(saveAvailability, availability)),
    onSuccess: (saved) => queryClient.setQueryData(availabilityKey(user.sub), saved),
  });
}

/** The owner's calendar feed address (made on first read). */
export function useCalendarFeed(user: UserInfo) {
  return useQuery({
    queryKey: calendarFeedKey(user.sub),
    queryFn: ({ signal }) => call(getCalendarFeed, undefined, { signal }),
  });
}

export function useSaveCalendarFeed(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeClientNames: boolean) =>
      call(saveCalendarFeed, { include_client_names: includeClientNames }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(user.sub), feed),
  });
}

export function useRotateCalendarFeed(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(rotateCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(user.sub), feed),
  });
}
