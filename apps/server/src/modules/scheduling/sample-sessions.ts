import {
  addCalendarDays,
  instantToWallClock,
  SAMPLE_SESSION_MINUTES,
  SAMPLE_SESSIONS,
  wallClockToInstant,
} from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import * as appointmentsRepo from './appointments-repo';
import { practiceTimeZone } from './availability';
import * as repo from './repo';

/**
 * The quick intake's sample sessions with the sample client (§4), in the caller's
 * transaction: the two past ones completed, the next one scheduled, on the practice's wall
 * clock. Their session types are added when the practice has none of that label, kept off
 * online booking. No reminder and no e-mail: the client is not a person.
 */
export async function bookSampleSessions(tx: AppContext, ownerUserId: string, clientId: string) {
  await appointmentsRepo.lockPracticeCalendar(tx.db, ownerUserId);
  const now = tx.clock.now();
  const [types, availability] = await Promise.all([
    repo.sessionTypesOf(tx.db, ownerUserId),
    repo.findAvailability(tx.db, ownerUserId),
  ]);
  const known = new Set(types.map((type) => type.label.toLowerCase()));
  for (const label of new Set(SAMPLE_SESSIONS.map((session) => session.label))) {
    if (known.has(label.toLowerCase())) continue;
    await repo.insertSessionType(tx.db, {
      ownerUserId,
      label,
      lengthMinutes: SAMPLE_SESSION_MINUTES,
      priceCents: 0,
      kind: 'one_on_one',
      seats: null,
      sessionLocationType: 'telehealth',
      officeLocationId: null,
      cancellationLimitHours: 0,
      cancellationFeeType: 'none',
      cancellationFeeAmount: 0,
      bookableOnline: false,
      createdAt: now,
      modifiedAt: now,
    });
  }
  const zone = practiceTimeZone(availability);
  const today = instantToWallClock(now, zone).date;
  const { appointments } = await appointmentsRepo.insertSeries(
    tx.db,
    { ownerUserId, patientUserId: clientId, repeatRule: null, createdAt: now, modifiedAt: now },
    SAMPLE_SESSIONS.map(({ days, time, label }) => {
      const startsAt = wallClockToInstant(addCalendarDays(today, days), time, zone);
      return {
        ownerUserId,
        patientUserId: clientId,
        sessionTypeLabel: label,
        startsAt,
        endsAt: new Date(startsAt.getTime() + SAMPLE_SESSION_MINUTES * 60_000),
        status: startsAt < now ? ('completed' as const) : ('scheduled' as const),
        placeHeldOutside: false,
        createdAt: now,
        modifiedAt: now,
      };
    }),
  );
  return appointments;
}
