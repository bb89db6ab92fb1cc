import { addCalendarDays, freeSlots, offsetIsoIn, type Timeslot } from '@orchid/contracts';
import { dollarsFromCents } from '@orchid/contracts/money';
import type { AppContext } from '../../platform/context';
import { liveSessionsBetween } from './appointments-repo';
import { availabilityRules, practiceTimeZone } from './availability';
import { bookableProfessional } from './professional';
import * as repo from './repo';

type TimeslotsQuery = {
  from: string;
  to: string;
  appointment_type_label?: string | undefined;
  timezone?: string | undefined;
};

/**
 * A professional's free times per session type bookable online (or the one named), in order,
 * with offsets of the viewer's zone (the professional's when none is given), around the
 * practice's live sessions and blocked time.
 */
export async function timeslotsOf(ctx: AppContext, professionalId: string, query: TimeslotsQuery) {
  await bookableProfessional(ctx, professionalId);
  // Sessions from two days before to two days after: every zone's days fall inside.
  const around = {
    from: new Date(`${addCalendarDays(query.from, -2)}T00:00:00Z`),
    to: new Date(`${addCalendarDays(query.to, 3)}T00:00:00Z`),
  };
  const [availability, types, sessions, blocks] = await Promise.all([
    repo.findAvailability(ctx.db, professionalId),
    repo.sessionTypesOf(ctx.db, professionalId),
    liveSessionsBetween(ctx.db, professionalId, around.from, around.to),
    repo.blockedBetween(ctx.db, { ownerUserId: professionalId }, around.from, around.to),
  ]);
  const span = (s: { start: Date; end: Date }) => ({
    start: s.start.getTime(),
    end: s.end.getTime(),
  });
  const booked = sessions.map(span);
  const blocked = blocks.map((b) => span({ start: b.startsAt, end: b.endsAt }));
  const timezone = query.timezone ?? practiceTimeZone(availability);
  if (!availability) return { timezone, timeslots: [] };
  const rules = availabilityRules(availability);
  // Only one-on-one types have free times to book (a group's seats are on its series' page),
  // as member-bookings takes them.
  const bookable = types.filter(
    (type) =>
      type.bookableOnline &&
      type.kind === 'one_on_one' &&
      (query.appointment_type_label === undefined || type.label === query.appointment_type_label),
  );
  const now = ctx.clock.now();
  const slots = bookable.flatMap((type) =>
    freeSlots({
      availability: rules,
      booked,
      blocked,
      from: query.from,
      to: query.to,
      timezone,
      length_minutes: type.lengthMinutes,
      now,
    }).map((start) => ({ start, type })),
  );
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  const inZone = offsetIsoIn(timezone);
  const timeslots: Timeslot[] = slots.map(({ start, type }) => ({
    timeslot_datetime_start: inZone(start),
    timeslot_length_minute: type.lengthMinutes,
    price: dollarsFromCents(type.priceCents),
    appointmentType: { label: type.label },
  }));
  return { timezone, timeslots };
}
