import { type Availability, DEFAULT_AVAILABILITY } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import * as repo from './repo';

// A practice's weekly hours, days off and booking rules. Until they are saved the practice
// sees the defaults to start from, and clients see no free time.

export function availabilityRules(row: repo.AvailabilityRow): Availability {
  return {
    timezone: row.timezone,
    weekly: row.weekly,
    date_overrides: row.dateOverrides,
    min_notice_minutes: row.minNoticeMinutes,
    booking_window_days: row.bookingWindowDays,
    buffer_minutes: row.bufferMinutes,
  };
}

/** The zone a practice's wall clock is read in: its saved one, or the defaults'. */
export const practiceTimeZone = (row: repo.AvailabilityRow | undefined) =>
  (row ?? DEFAULT_AVAILABILITY).timezone;

export async function availabilityOf(ctx: AppContext, ownerUserId: string) {
  const row = await repo.findAvailability(ctx.db, ownerUserId);
  return row
    ? { ...availabilityRules(row), saved: true }
    : { ...DEFAULT_AVAILABILITY, saved: false };
}

export async function saveAvailability(
  ctx: AppContext,
  ownerUserId: string,
  input: Availability,
  origin: RequestOrigin,
) {
  const overrides = [...input.date_overrides].sort((a, b) => a.date.localeCompare(b.date));
  await inTransaction(ctx, async (tx) => {
    await repo.saveAvailability(tx.db, {
      ownerUserId,
      timezone: input.timezone,
      weekly: input.weekly,
      dateOverrides: overrides,
      minNoticeMinutes: input.min_notice_minutes,
      bookingWindowDays: input.booking_window_days,
      bufferMinutes: input.buffer_minutes,
      modifiedAt: tx.clock.now(),
    });
    await tx.audit.record({
      action: 'scheduling.availability_save',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: ownerUserId,
      origin,
    });
    await emit(tx, 'schedule.changed', { professional_id: ownerUserId });
  });
  return { ...input, date_overrides: overrides, saved: true };
}
