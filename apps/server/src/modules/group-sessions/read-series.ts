import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { seatsOfSeries } from '../checkout/seat-holds';
import { describeSeries } from './describe';
import * as repo from './repo';

// Reading group series: the public list and page, the professional's own, and the roster.

/** GET group_sessions: groups with a meeting ahead, the soonest first (full ones too). */
export async function listOpenSeries(ctx: AppContext, page: { skip: number; limit: number }) {
  const { rows, total } = await repo.openSeries(ctx.db, ctx.clock.now(), page);
  return { series: await describeSeries(ctx, rows), total };
}

export async function seriesPage(ctx: AppContext, seriesId: string) {
  const row = await repo.findSeries(ctx.db, seriesId);
  if (!row) throw new AppError('groupSessions.notFound');
  const [described] = await describeSeries(ctx, [row]);
  if (!described) throw new Error('series not described');
  return described;
}

export async function ownSeries(ctx: AppContext, ownerUserId: string) {
  return { series: await describeSeries(ctx, await repo.seriesOf(ctx.db, ownerUserId)) };
}

/** The roster: the practice owner's own series only (404 for anyone else's). */
export async function roster(ctx: AppContext, ownerUserId: string, seriesId: string) {
  const row = await repo.findSeriesOf(ctx.db, { ownerUserId }, seriesId);
  if (!row) throw new AppError('groupSessions.notFound');
  return { group_sessions_series_id: row.id, seats: await seatsOfSeries(ctx, row.id) };
}
