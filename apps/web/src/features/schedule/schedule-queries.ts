import {
  type CreateSeries,
  cancelAppointment,
  createAppointmentSeries,
  type EditMode,
  listAppointments,
  updateAppointment,
} from '@orchid/contracts/appointments';
import { createPatient, listPatientChart } from '@orchid/contracts/clients';
import { atPath, type EndpointBody, withQuery } from '@orchid/contracts/endpoint';
import {
  type Availability,
  createBlockedInterval,
  deleteBlockedInterval,
  getAvailability,
  listBlockedIntervals,
  listOwnSessionTypes,
  saveAvailability,
  updateBlockedInterval,
} from '@orchid/contracts/scheduling';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { APPOINTMENTS_QUERY_ROOT } from '../../app/live/appointment-events';
import type { Practice } from './practice-context';

// The calendar's calls, each on the practice's calendar: a team member's carry
// ?on_behalf_of=<owner> (§6). Every change asks the calendar's reads again.

const scheduleKey = (ownerId: string) => ['schedule', ownerId] as const;
/**
 * The practice's sessions start their key with the live updates' root: a session booked,
 * moved or cancelled elsewhere (another tab, a team member, the client) loads them again.
 */
const appointmentsKey = (ownerId: string) =>
  [APPOINTMENTS_QUERY_ROOT, 'practice', ownerId] as const;

/** The visible days' range as the calendar gives it (instants, end excluded). */
export type VisibleRange = { start: string; end: string };

/** The most sessions one view shows: a month of a busy practice. */
const APPOINTMENTS_PER_VIEW = 500;

/** The practice's hours and time zone (the owner's for a team member). */
export function useAvailability(ownerId: string | undefined, onBehalfOf: string | undefined) {
  return useQuery({
    queryKey: [...scheduleKey(ownerId ?? 'unknown'), 'availability'],
    queryFn: ({ signal }) =>
      call(withQuery(getAvailability, { on_behalf_of: onBehalfOf }), undefined, { signal }),
    enabled: ownerId !== undefined,
  });
}

export function useSessionTypes(practice: Pick<Practice, 'ownerId' | 'onBehalfOf'>) {
  return useQuery({
    queryKey: [...scheduleKey(practice.ownerId), 'session-types'],
    queryFn: async ({ signal }) =>
      (
        await call(
          withQuery(listOwnSessionTypes, { on_behalf_of: practice.onBehalfOf }),
          undefined,
          {
            signal,
          },
        )
      ).appointment_types,
  });
}

/** The sessions that touch the visible days, cancelled ones included (the screen filters). */
export function useAppointments(practice: Practice, range: VisibleRange | undefined) {
  return useQuery({
    queryKey: [...appointmentsKey(practice.ownerId), range?.start, range?.end],
    queryFn: async ({ signal }) => {
      const endpoint = withQuery(listAppointments, {
        oldest_datetime: range?.start,
        newest_datetime: range?.end,
        limit: String(APPOINTMENTS_PER_VIEW),
        on_behalf_of: practice.onBehalfOf,
      });
      return (await call(endpoint, undefined, { signal })).appointments;
    },
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useBlockedIntervals(practice: Practice, range: VisibleRange | undefined) {
  return useQuery({
    queryKey: [...scheduleKey(practice.ownerId), 'blocked', range?.start, range?.end],
    queryFn: async ({ signal }) => {
      const endpoint = withQuery(listBlockedIntervals, {
        from: range?.start,
        to: range?.end,
        on_behalf_of: practice.onBehalfOf,
      });
      return (await call(endpoint, undefined, { signal })).blocked_intervals;
    },
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The practice's clients whose name matches `search` (all of them, a page, without one). */
export function useClients(practice: Practice, search: string) {
  return useQuery({
    queryKey: [...scheduleKey(practice.ownerId), 'clients', search],
    queryFn: async ({ signal }) => {
      const endpoint = withQuery(listPatientChart, {
        search: search.trim() || undefined,
        on_behalf_of: practice.onBehalfOf,
      });
      return (await call(endpoint, undefined, { signal })).entries;
    },
    placeholderData: keepPreviousData,
  });
}

/** After any change: the calendar's reads are asked again. */
function useRefreshSchedule(practice: Practice) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKey(practice.ownerId) }),
      queryClient.invalidateQueries({ queryKey: appointmentsKey(practice.ownerId) }),
    ]);
}

export type NewClient = EndpointBody<typeof createPatient>;

/** Books a session or a series, for an existing client or one added first. */
export function useCreateSessions(practice: Practice) {
  const refresh = useRefreshSchedule(practice);
  return useMutation({
    mutationFn: async (input: {
      series: Omit<CreateSeries, 'patient_user_id'>;
      client: { patient_user_id: string } | { new: NewClient };
      /** A new client was added (before the sessions are booked, which may still fail). */
      onClientAdded?: (patientUserId: string) => void;
    }) => {
      let patientUserId: string;
      if ('new' in input.client) {
        const added = await call(
          withQuery(createPatient, { on_behalf_of: practice.onBehalfOf }),
          input.client.new,
        );
        patientUserId = added.patient.patient_user_id;
        input.onClientAdded?.(patientUserId);
      } else {
        patientUserId = input.client.patient_user_id;
      }
      return call(withQuery(createAppointmentSeries, { on_behalf_of: practice.onBehalfOf }), {
        ...input.series,
        patient_user_id: patientUserId,
      });
    },
    onSettled: refresh,
  });
}

export type SessionChange = {
  appointmentId: string;
  appointment_start: string;
  appointment_end: string;
  appointment_type_label?: string;
  edit_mode: EditMode;
};

/** Moves a session (or, with edit_mode, the later ones or all of its series). */
export function useMoveSession(practice: Practice) {
  const refresh = useRefreshSchedule(practice);
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: SessionChange) =>
      call(
        withQuery(atPath(updateAppointment, { appointment_id: appointmentId }), {
          on_behalf_of: practice.onBehalfOf,
        }),
        body,
      ),
    onSettled: refresh,
  });
}

export function useCancelSession(practice: Practice) {
  const refresh = useRefreshSchedule(practice);
  return useMutation({
    mutationFn: ({ appointmentId, edit_mode }: { appointmentId: string; edit_mode: EditMode }) =>
      call(
        withQuery(atPath(cancelAppointment, { appointment_id: appointmentId }), {
          on_behalf_of: practice.onBehalfOf,
        }),
        { edit_mode },
      ),
    onSettled: refresh,
  });
}

export type BlockInput = { start: string; end: string; note: string };

/** Adds blocked time, or changes it when an id is given. */
export function useSaveBlock(practice: Practice) {
  const refresh = useRefreshSchedule(practice);
  return useMutation({
    mutationFn: ({ id, ...block }: BlockInput & { id?: string }) =>
      id
        ? call(
            withQuery(atPath(updateBlockedInterval, { blocked_interval_id: id }), {
              on_behalf_of: practice.onBehalfOf,
            }),
            block,
          )
        : call(withQuery(createBlockedInterval, { on_behalf_of: practice.onBehalfOf }), block),
    onSettled: refresh,
  });
}

export function useDeleteBlock(practice: Practice) {
  const refresh = useRefreshSchedule(practice);
  return useMutation({
    mutationFn: (id: string) =>
      call(
        withQuery(atPath(deleteBlockedInterval, { blocked_interval_id: id }), {
          on_behalf_of: practice.onBehalfOf,
        }),
      ),
    onSettled: refresh,
  });
}

/** The owner changes their hours (edit-scheduling): the whole availability is saved. */
export function useSaveAvailability(practice: Practice) {
  const refresh = useRefreshSchedule(practice);
  return useMutation({
    mutationFn: (availability: Availability) => call(saveAvailability, availability),
    onSettled: refresh,
  });
}
