import { NOTIFICATIONS_LIVE_TYPE, type NoticeKind, type Notification } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

// In-app notices: kept per user, read only by their owner, and the bell of their open
// browsers told at once over the live socket.

export type NewNotice = {
  userIds: string[];
  kind: NoticeKind;
  text: string;
  appointmentId: string | null;
  appointmentStart: Date | null;
  /** What the notice tells, once: the same key again (a retried job) leaves nothing new. */
  onceKey: string;
};

/** Leaves a notice for each of `userIds` (in the caller's transaction, when it has one). */
export async function leaveNotices(ctx: AppContext, notice: NewNotice) {
  const { userIds, ...rest } = notice;
  if (userIds.length === 0) return;
  const createdAt = ctx.clock.now();
  const left = await repo.insertNotices(
    ctx.db,
    ctx.vault,
    userIds.map((userId) => ({ ...rest, userId, createdAt })),
  );
  if (left.length > 0) await ctx.live.publish(left, { type: NOTIFICATIONS_LIVE_TYPE });
}

const answerOf = (row: repo.NotificationRow): Notification => ({
  notification_id: row.id,
  kind: row.kind,
  text: row.text,
  appointment_id: row.appointmentId,
  appointment_start: row.appointmentStart?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

export async function noticesOf(
  ctx: AppContext,
  userId: string,
  page: { before?: string | undefined; limit: number },
) {
  const { rows, more } = await repo.listNotices(ctx.db, ctx.vault, userId, page);
  const last = rows.at(-1);
  return { notifications: rows.map(answerOf), next_before: more && last ? last.id : null };
}

export async function unreadCountOf(ctx: AppContext, userId: string) {
  return { unread_count: await repo.unreadCount(ctx.db, userId) };
}

/** Marks one notice read: the owner's own only (another person's is not found). */
export async function readNotice(ctx: AppContext, userId: string, id: string) {
  if (!(await repo.markRead(ctx.db, userId, id, ctx.clock.now()))) {
    throw new AppError('platform.notFound');
  }
  await ctx.live.publish([userId], { type: NOTIFICATIONS_LIVE_TYPE });
  return unreadCountOf(ctx, userId);
}

export async function readAllNotices(ctx: AppContext, userId: string) {
  await repo.markAllRead(ctx.db, userId, ctx.clock.now());
  await ctx.live.publish([userId], { type: NOTIFICATIONS_LIVE_TYPE });
  return unreadCountOf(ctx, userId);
}
