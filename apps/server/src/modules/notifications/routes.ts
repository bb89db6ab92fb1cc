import {
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { noticesOf, readAllNotices, readNotice, unreadCountOf } from './service';

const tags = ['notifications'];

/** A person's own notices: every signed-in person has a bell, and sees only their own. */
export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, listNotifications, {
    access: 'signed-in',
    tags,
    handler: async ({ query, principal }) => noticesOf(ctx, principal.userId, query),
  });

  addEndpointRoute(app, getUnreadNotificationCount, {
    access: 'signed-in',
    tags,
    handler: async ({ principal }) => unreadCountOf(ctx, principal.userId),
  });

  addEndpointRoute(app, markAllNotificationsRead, {
    access: 'signed-in',
    tags,
    handler: async ({ principal }) => readAllNotices(ctx, principal.userId),
  });

  addEndpointRoute(app, markNotificationRead, {
    access: 'signed-in',
    tags,
    handler: async ({ params, principal }) =>
      readNotice(ctx, principal.userId, params.notification_id),
  });
}
