import { atPath, withQuery } from '@orchid/contracts/endpoint';
import {
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@orchid/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';

/** The bell's queries; the live socket's 'notifications' message refreshes them all. */
export const NOTIFICATIONS_QUERY_ROOT = 'notifications';

export const useUnreadCount = () =>
  useQuery({
    queryKey: [NOTIFICATIONS_QUERY_ROOT, 'unread'],
    queryFn: ({ signal }) => call(getUnreadNotificationCount, undefined, { signal }),
  });

/** The newest notices, while the list is open. */
export const useNotices = (open: boolean) =>
  useQuery({
    queryKey: [NOTIFICATIONS_QUERY_ROOT, 'list'],
    queryFn: ({ signal }) =>
      call(withQuery(listNotifications, { limit: '20' }), undefined, { signal }),
    enabled: open,
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all'
        ? call(markAllNotificationsRead, undefined)
        : call(atPath(markNotificationRead, { notification_id: id }), undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_ROOT] }),
  });
}
