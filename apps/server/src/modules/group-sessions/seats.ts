import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { groupSeries } from './tables';

// A series' seat counter, for the checkout's holds: one statement takes a seat only while one
// is left (the row lock makes racing holds take turns; the check makes overselling
// impossible), another gives one back when a hold ends unpaid or is cancelled.

/** Takes a seat of an open series; false when none is left (or it is closed). */
export async function takeSeat(db: Db, seriesId: string) {
  const rows = await db
    .update(groupSeries)
    .set({ seatsTaken: sql`${groupSeries.seatsTaken} + 1` })
    .where(
      and(
        eq(groupSeries.id, seriesId),
        lt(groupSeries.seatsTaken, groupSeries.seats),
        isNull(groupSeries.closedAt),
      ),
    )
    .returning({ id: groupSeries.id });
  return rows.length > 0;
}

export async function giveSeatBack(db: Db, seriesId: string) {
  await db
    .update(groupSeries)
    .set({ seatsTaken: sql`greatest(${groupSeries.seatsTaken} - 1, 0)` })
    .where(eq(groupSeries.id, seriesId));
}
