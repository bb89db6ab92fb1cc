import type { AppContext } from '../../platform/context';
import * as appointmentsRepo from './appointments-repo';
import { practiceTimeZone } from './availability';
import * as repo from './repo';

// What the modules that tell people of their sessions (notifications) read of scheduling.

/** The zone a practice's hours are kept in: a reader without a zone of their own reads it. */
export async function practiceZoneOf(ctx: AppContext, ownerUserId: string) {
  return practiceTimeZone(await repo.findAvailability(ctx.db, ownerUserId));
}

/** A session as it is now (undefined when it is gone). */
export const sessionById = (ctx: AppContext, id: string) =>
  appointmentsRepo.findAppointment(ctx.db, id);
