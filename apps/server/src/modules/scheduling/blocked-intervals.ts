import type { BlockedInterval } from '@orchid/contracts';
import type { InScope } from '../../platform/access/scope';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

// Blocked time on a practice's calendar: free time leaves it out, and a session is booked
// over it only when forced.

type Row = repo.BlockedIntervalRow;
type Input = { start: string; end: string; note: string };
type Actor = { userId: string; ownerUserId: string };

const describe = (row: Row): BlockedInterval => ({
  blocked_interval_id: row.id,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  note: row.note,
});

export async function listBlocked(ctx: AppContext, scope: InScope, from: Date, to: Date) {
  const rows = await repo.blockedBetween(ctx.db, scope, from, to);
  return { blocked_intervals: rows.map(describe) };
}

const audited = async (
  tx: AppContext,
  actor: Actor,
  action: 'save' | 'delete',
  id: string,
  origin: RequestOrigin,
) => {
  await tx.audit.record({
    action: `scheduling.blocked_interval_${action}`,
    outcome: 'success',
    actorUserId: actor.userId,
    subjectUserId: actor.ownerUserId,
    origin,
    detail: { blocked_interval_id: id },
  });
  // Blocked time can take the next free time the directory shows.
  await emit(tx, 'schedule.changed', { professional_id: actor.ownerUserId });
};

/** Adds blocked time, or changes it when `id` is given (404 when not the practice's). */
export async function saveBlocked(
  ctx: AppContext,
  actor: Actor,
  input: Input,
  origin: RequestOrigin,
  id?: string,
) {
  const now = ctx.clock.now();
  const values = {
    startsAt: new Date(input.start),
    endsAt: new Date(input.end),
    note: input.note,
    modifiedAt: now,
  };
  return inTransaction(ctx, async (tx) => {
    const row = id
      ? await repo.updateBlocked(tx.db, actor, id, values)
      : await repo.insertBlocked(tx.db, {
          ...values,
          ownerUserId: actor.ownerUserId,
          createdAt: now,
        });
    if (!row) throw new AppError('scheduling.blockNotFound');
    await audited(tx, actor, 'save', row.id, origin);
    return describe(row);
  });
}

export async function deleteBlocked(
  ctx: AppContext,
  actor: Actor,
  id: string,
  origin: RequestOrigin,
) {
  return inTransaction(ctx, async (tx) => {
    const deleted = await repo.deleteBlocked(tx.db, actor, id);
    if (!deleted) throw new AppError('scheduling.blockNotFound');
    await audited(tx, actor, 'delete', id, origin);
    return { deleted: true as const };
  });
}
