import type { UserInfo } from '@orchid/contracts/accounts';
import type { Appointment } from '@orchid/contracts/appointments';
import {
  acceptAppointment,
  acceptAppointmentSeries,
  appointmentCalendarFile,
  cancelAppointment,
  listAppointments,
  previewCancellation,
  rescheduleAppointment,
} from '@orchid/contracts/appointments';
import { atPath, withQuery } from '@orchid/contracts/endpoint';
import { listTimeslots } from '@orchid/contracts/scheduling';
import { addCalendarDays, todayIn } from '@orchid/contracts/time';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { APPOINTMENTS_QUERY_ROOT } from '../../../app/live/appointment-events';

// A member's own sessions (a minor's while the guardian acts for one: the session says whose),
// GET snapshot/appointments_v2 newest first.

/** Past sessions a page at a time (§9 appointment page size). */
export const PAST_PAGE_SIZE = 10;
/** Sessions can last up to 8 hours: one begun a day ago may still be under way. */
const UNDER_WAY_MS = 24 * 60 * 60_000;

/** Under the live updates' root, so a change to a session loads the lists again. */
const sessionsKey = (user: UserInfo) => [APPOINTMENTS_QUERY_ROOT, 'member', user.sub] as const;

/** Sessions from a day ago on (the page keeps those not yet ended). */
export function useUpcomingSessions(user: UserInfo, now: Date) {
  return useQuery({
    queryKey: [...sessionsKey(user), 'upcoming', now.toISOString()],
    queryFn: ({ signal }) =>
      call(
        withQuery(listAppointments, {
          oldest_datetime: new Date(now.getTime() - UNDER_WAY_MS).toISOString(),
          limit: '500',
        }),
        undefined,
        { signal },
      ),
    select: (answer) => answer.appointments,
  });
}

/** Sessions begun before now, latest first, ten at a time. */
export function usePastSessions(user: UserInfo, now: Date) {
  return useInfiniteQuery({
    queryKey: [...sessionsKey(user), 'past', now.toISOString()],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        withQuery(listAppointments, {
          newest_datetime: now.toISOString(),
          limit: String(PAST_PAGE_SIZE),
          skip: String(pageParam),
        }),
        undefined,
        { signal },
      ),
    getNextPageParam: (last, pages) =>
      last.appointments.length < PAST_PAGE_SIZE ? undefined : pages.length * PAST_PAGE_SIZE,
    select: (data) => data.pages.flatMap((page) => page.appointments),
  });
}

export function useAcceptSession(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(atPath(acceptAppointment, { appointment_id: id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(user) }),
  });
}

/** Accepts every session still to come of a series the practice invited the client to, at once. */
export function useAcceptSeries(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seriesId: string) =>
      call(atPath(acceptAppointmentSeries, { appointment_series_id: seriesId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(user) }),
  });
}

/** How many days of free times the reschedule dialog offers. */
export const RESCHEDULE_DAYS_SHOWN = 28;

/** The free times of a session's own type, on the client's clock, while it is being moved. */
export function useRescheduleTimes(session: Appointment | undefined, timeZone: string) {
  const from = todayIn(timeZone, new Date());
  const to = addCalendarDays(from, RESCHEDULE_DAYS_SHOWN - 1);
  return useQuery({
    queryKey: ['reschedule-times', session?.appointment_id, from, timeZone],
    queryFn: ({ signal }) =>
      call(
        withQuery(
          atPath(listTimeslots, { orchid_pro_sub: session?.orchid_pro.cognito_sub ?? '' }),
          {
            from,
            to,
            timezone: timeZone,
            appointment_type_label: session?.appointment_type_label,
          },
        ),
        undefined,
        { signal },
      ),
    enabled: session !== undefined,
    // Only this type's times: the server answers them all when the label is unknown to it.
    select: (answer) =>
      answer.timeslots.filter(
        (slot) => slot.appointmentType.label === session?.appointment_type_label,
      ),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRescheduleSession(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: string }) =>
      call(atPath(rescheduleAppointment, { appointment_id: id }), {
        appointment_start: new Date(start).toISOString(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(user) }),
  });
}

/** What cancelling would cost, asked when the client opens the cancellation. */
export function useCancellationPreview(id: string | undefined) {
  return useQuery({
    queryKey: ['cancel-preview', id],
    queryFn: ({ signal }) =>
      call(atPath(previewCancellation, { appointment_id: id ?? '' }), undefined, { signal }),
    enabled: id !== undefined,
    // The fee depends on how near the session is: asked anew each time.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCancelSession(user: UserInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(atPath(cancelAppointment, { appointment_id: id }), {
        edit_mode: 'this_session',
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(user) }),
  });
}

/** Downloads one session as an .ics file for the client's calendar app. */
export function useAddToCalendar() {
  return useMutation({
    mutationFn: async (id: string) => {
      const file = await call(atPath(appointmentCalendarFile, { appointment_id: id }));
      const url = URL.createObjectURL(new Blob([file.ics], { type: 'text/calendar' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.file_name;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its copy; the address can go once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return file;
    },
  });
}
