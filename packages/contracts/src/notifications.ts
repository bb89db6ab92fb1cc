import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { text } from './text';

// In-app notices (the bell in the signed-in header): what happened to a person's sessions or
// practice while they were away, kept per user, newest first, until they read them. The same
// changes reach them by mail (docs/notifications.md).

export const NOTICE_KINDS = ['booked', 'joined_group', 'accepted', 'cancelled', 'moved'] as const;
export const NoticeKindSchema = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKindSchema>;

export const NotificationSchema = z.object({
  notification_id: z.uuid(),
  kind: NoticeKindSchema,
  /** The notice in words, times in the reader's zone ('Ana Lee booked Regular session on …'). */
  text: text(),
  /** The session it is about (the first, when several changed together), to open it. */
  appointment_id: z.uuid().nullable(),
  /** When that session starts (ISO, UTC): the calendar opens on its day. */
  appointment_start: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const API = '/api/users/v1/notifications';

/** GET …/notifications: the signed-in person's notices, newest first, paged. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: API,
  summary: "The signed-in person's notices, newest first, paged",
  query: z.object({
    /** The `next_before` of the previous page: notices older than this one. */
    before: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  status: 200,
  response: z.object({
    notifications: z.array(NotificationSchema),
    next_before: z.uuid().nullable(),
  }),
});

export const UnreadCountSchema = z.object({ unread_count: z.number().int().min(0) });

export const getUnreadNotificationCount = defineEndpoint({
  method: 'GET',
  path: `${API}/unread_count`,
  summary: "How many of the signed-in person's notices are unread",
  status: 200,
  response: UnreadCountSchema,
});

export const markNotificationRead = defineEndpoint({
  method: 'PUT',
  path: `${API}/{notification_id}/read`,
  summary: 'Mark one of your notices read (404 for a notice that is not yours)',
  params: z.object({ notification_id: z.uuid() }),
  status: 200,
  response: UnreadCountSchema,
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'PUT',
  path: `${API}/read`,
  summary: 'Mark all of your notices read',
  status: 200,
  response: UnreadCountSchema,
});

/** The live socket's message when a notice arrives or is read: the bell fetches again. */
export const NOTIFICATIONS_LIVE_TYPE = 'notifications';
