import { NOTIFICATIONS_LIVE_TYPE } from '@orchid/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATIONS_QUERY_ROOT } from '../../features/notifications/notification-queries';
import { refreshUserInfo, useSession } from '../session/session';
import {
  APPOINTMENTS_QUERY_ROOT,
  type AppointmentEvent,
  appointmentEventsKey,
  isAppointmentEvent,
  mergeAppointmentEvent,
} from './appointment-events';
import { keepLiveSocket, liveSocketUrl } from './live-socket';

const isNotificationsEvent = (message: unknown) =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === NOTIFICATIONS_LIVE_TYPE;

/**
 * While someone is signed in, the live updates socket is open: each appointment event is
 * kept (newest wins, 256 at most) and the sessions on screen load again. A new person (or
 * acting for a minor, or back) opens a new socket, which the server signs in afresh.
 */
export function useLiveUpdates() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const who = user ? `${user.sub}:${user.guardian_token_exp ? 'acting' : 'own'}` : undefined;

  useEffect(() => {
    if (!who || typeof WebSocket === 'undefined') return;
    return keepLiveSocket(liveSocketUrl(), {
      // Asking who is signed in renews an expired access cookie (and ends the page's session
      // if it cannot be renewed); a server that is away only fails the request.
      beforeRetry: () => refreshUserInfo(queryClient),
      onMessage: (message) => {
        // A notice came or was read (on another device): the bell asks again.
        if (isNotificationsEvent(message)) {
          void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_ROOT] });
          return;
        }
        if (!isAppointmentEvent(message)) return;
        queryClient.setQueryData<AppointmentEvent[]>(appointmentEventsKey, (events = []) =>
          mergeAppointmentEvent(events, message),
        );
        void queryClient.invalidateQueries({ queryKey: [APPOINTMENTS_QUERY_ROOT] });
      },
    });
  }, [who, queryClient]);
}
