import {
  addCalendarDays,
  daysBetween,
  type EditMode,
  instantToWallClock,
  isFreed,
  wallClockToInstant,
} from '@orchid/contracts';
import { percentOf } from '@orchid/contracts/money';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { AppError } from '../../platform/http/app-error';
import { publishAppointmentChanges } from './appointment-events';
import type { AppointmentRow, SessionsOf } from './appointments-repo';
import * as appointmentsRepo from './appointments-repo';
import { practiceTimeZone } from './availability';
import { scheduleReminders } from './reminders';
import * as repo from './repo';

// Moving and cancelling sessions, one or a series' later ones or all. Sessions that have begun
// are never changed; a change reaches only live sessions still to come; all or none.

type Actor = { userId: string; ownerUserId: string };

/** A changed session as the change routes answer it. */
export const changed = (row: AppointmentRow) => ({
  appointment_id: row.id,
  appointment_start: row.startsAt.toISOString(),
  appointment_end: row.endsAt.toISOString(),
  status: row.status,
});

const conflictRefusal = refusalFor({
  appointments_no_overlap: new AppError('appointments.conflict'),
});

/** A live session of the practice's (or the client's) that has not begun, or the refusal. */
async function changeable(ctx: AppContext, id: string, whose: SessionsOf) {
  const row = await appointmentsRepo.findAppointmentOf(ctx.db, whose, id);
  if (!row) throw new AppError('appointments.notFound');
  if (isFreed(row.status)) throw new AppError('appointments.alreadyCancelled');
  if (row.startsAt <= ctx.clock.now()) throw new AppError('appointments.alreadyBegun');
  return row;
}

/** The sessions an edit mode reaches, from the edited one, locked for the transaction. */
async function reached(tx: AppContext, target: AppointmentRow, mode: EditMode) {
  if (mode === 'this_session') return [target];
  const future = await appointmentsRepo.liveSessionsOfSeries(
    tx.db,
    target.seriesId,
    tx.clock.now(),
  );
  return mode === 'all' ? future : future.filter((row) => row.startsAt >= target.startsAt);
}

/**
 * Moves a session to a new time; with this_and_following or all, the series' other sessions
 * move by the same change of wall clock (a Monday 10:00 moved to Tuesday 11:00 moves every
 * Monday 10:00 to the Tuesday after at 11:00, whatever the clocks do meanwhile). The later
 * sessions of a this_and_following become a series of their own.
 */
export async function moveSessions(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: {
    appointment_start: string;
    appointment_end: string;
    appointment_type_label?: string | undefined;
    edit_mode: EditMode;
  },
  origin: RequestOrigin,
) {
  const target = await changeable(ctx, id, actor);
  if (body.appointment_type_label) {
    const type = await appointmentsRepo.findSessionTypeByLabel(
      ctx.db,
      actor.ownerUserId,
      body.appointment_type_label,
    );
    if (!type) throw new AppError('appointments.typeNotFound');
  }
  const timeZone = practiceTimeZone(await repo.findAvailability(ctx.db, actor.ownerUserId));
  const newStart = new Date(body.appointment_start);
  const length = Date.parse(body.appointment_end) - newStart.getTime();
  const from = instantToWallClock(target.startsAt, timeZone);
  const to = instantToWallClock(newStart, timeZone);
  const dayShift = daysBetween(from.date, to.date);
  const movedStart = (row: AppointmentRow) =>
    row.id === target.id
      ? newStart
      : wallClockToInstant(
          addCalendarDays(instantToWallClock(row.startsAt, timeZone).date, dayShift),
          to.time,
          timeZone,
        );
  if (newStart <= ctx.clock.now()) throw new AppError('appointments.alreadyBegun');
  const now = ctx.clock.now();
  const result = await inTransaction(ctx, async (tx) => {
    await appointmentsRepo.lockPracticeCalendar(tx.db, target.ownerUserId);
    const rows = await reached(tx, target, body.edit_mode);
    const split =
      body.edit_mode === 'this_and_following' &&
      (await appointmentsRepo.seriesHasSessionsBefore(tx.db, target.seriesId, target.startsAt));
    const seriesId = split
      ? (await appointmentsRepo.copySeries(tx.db, target.seriesId, now)).id
      : target.seriesId;
    // Moving later, the last goes first (and earlier, the first), so no session lands on one
    // of its own series that has not moved yet.
    const later = newStart > target.startsAt;
    const ordered = [...rows].sort(
      (a, b) => (later ? -1 : 1) * (a.startsAt.getTime() - b.startsAt.getTime()),
    );
    const moved: AppointmentRow[] = [];
    for (const row of ordered) {
      const startsAt = movedStart(row);
      moved.push(
        await appointmentsRepo.updateAppointment(tx.db, row.id, {
          startsAt,
          endsAt: new Date(startsAt.getTime() + length),
          seriesId,
          modifiedAt: now,
          ...(body.appointment_type_label ? { sessionTypeLabel: body.appointment_type_label } : {}),
        }),
      );
    }
    await scheduleReminders(tx, moved);
    await publishAppointmentChanges(tx, moved);
    // The client hears of the sessions moved together once, in the target's mail.
    for (const row of rows) {
      await emit(tx, 'appointment.moved', {
        appointment_id: row.id,
        previous_start: row.startsAt.toISOString(),
        previous_end: row.endsAt.toISOString(),
        moved_by_user_id: actor.userId,
        moved_by: 'practice',
        ...toldTogether(row, target, rows.length),
      });
    }
    await tx.audit.record({
      action: 'appointment.move',
      outcome: 'success',
      actorUserId: actor.userId,
      subjectUserId: target.patientUserId,
      origin,
      detail: { appointment_id: target.id, edit_mode: body.edit_mode, sessions: moved.length },
    });
    moved.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return { appointment_series_id: seriesId, changed: moved.map(changed) };
  }).catch(conflictRefusal);
  return result;
}

/**
 * Cancels sessions. A client cancels one of their own (cancelled_patient); the practice one,
 * the later ones or all of a series' sessions to come (cancelled_orchid_pro). The reason is
 * not kept: it may say more about the client than the log should.
 */
export async function cancelSessions(
  ctx: AppContext,
  by: { userId: string; practice?: Actor },
  id: string,
  mode: EditMode,
  origin: RequestOrigin,
) {
  const { practice } = by;
  const target = await changeable(ctx, id, practice ?? { patientUserId: by.userId });
  if (!practice && mode !== 'this_session') throw new AppError('appointments.clientCancelsOne');
  const status = practice ? ('cancelled_orchid_pro' as const) : ('cancelled_patient' as const);
  const now = ctx.clock.now();
  // A client keeps the fee inside the late-cancellation window; the practice cancelling
  // gives everything back.
  const clientFeeCents = practice ? 0 : (await cancellationFee(ctx, target)).feeCents;
  return inTransaction(ctx, async (tx) => {
    const rows = await reached(tx, target, mode);
    const cancelled: AppointmentRow[] = [];
    for (const row of rows) {
      cancelled.push(
        await appointmentsRepo.updateAppointment(tx.db, row.id, { status, modifiedAt: now }),
      );
    }
    await publishAppointmentChanges(tx, cancelled);
    // The checkout refunds what was paid online, in this transaction (a subscriber in app.ts).
    for (const row of cancelled) {
      await emit(tx, 'appointment.cancelled', {
        appointment_id: row.id,
        fee_cents: row.id === target.id ? clientFeeCents : 0,
        cancelled_by_user_id: by.userId,
        cancelled_by: practice ? 'practice' : 'client',
        ...toldTogether(row, target, cancelled.length),
      });
    }
    await tx.audit.record({
      action: 'appointment.cancel',
      outcome: 'success',
      actorUserId: by.userId,
      subjectUserId: target.patientUserId,
      origin,
      detail: { appointment_id: target.id, edit_mode: mode, sessions: cancelled.length },
    });
    return { appointment_series_id: target.seriesId, changed: cancelled.map(changed) };
  });
}

/**
 * Sessions changed together are told of once, with the target's event: it counts the others
 * (`also`), and each of them names it (`told_with`).
 */
const toldTogether = (row: AppointmentRow, target: AppointmentRow, together: number) =>
  row.id === target.id ? { also: together - 1 } : { also: 0, told_with: target.id };

/** A client accepts an invitation to a session: it is scheduled (and reminded of). */
export async function acceptSession(
  ctx: AppContext,
  userId: string,
  id: string,
  origin: RequestOrigin,
) {
  const target = await changeable(ctx, id, { patientUserId: userId });
  if (target.status !== 'invited') throw new AppError('appointments.notInvited');
  const [row] = await inTransaction(ctx, (tx) => acceptInvited(tx, userId, [target], origin));
  if (!row) throw new Error('accepting answered no session');
  return changed(row);
}

/**
 * A client accepts a series once: every session of it still to come that waits for their
 * answer is scheduled (those they already answered, or that the practice cancelled, stay).
 */
export async function acceptSeries(
  ctx: AppContext,
  userId: string,
  seriesId: string,
  origin: RequestOrigin,
) {
  return inTransaction(ctx, async (tx) => {
    const future = await appointmentsRepo.liveSessionsOfSeries(tx.db, seriesId, tx.clock.now());
    const mine = future.filter((row) => row.patientUserId === userId);
    if (mine.length === 0) throw new AppError('appointments.notFound');
    const invited = mine.filter((row) => row.status === 'invited');
    if (invited.length === 0) throw new AppError('appointments.notInvited');
    const accepted = await acceptInvited(tx, userId, invited, origin);
    return { appointment_series_id: seriesId, changed: accepted.map(changed) };
  });
}

/** Schedules the invited sessions, in the caller's transaction. */
async function acceptInvited(
  tx: AppContext,
  userId: string,
  rows: AppointmentRow[],
  origin: RequestOrigin,
) {
  const accepted: AppointmentRow[] = [];
  for (const row of rows) {
    accepted.push(
      await appointmentsRepo.updateAppointment(tx.db, row.id, {
        status: 'scheduled',
        modifiedAt: tx.clock.now(),
      }),
    );
  }
  // Only an accepted session is reminded of (reminders.ts).
  await scheduleReminders(tx, accepted);
  await publishAppointmentChanges(tx, accepted);
  const [first] = accepted;
  if (first) {
    await emit(tx, 'appointment.accepted', {
      appointment_ids: accepted.map((row) => row.id),
      professional_id: first.ownerUserId,
      client_user_id: first.patientUserId,
    });
  }
  await tx.audit.record({
    action: 'appointment.accept',
    outcome: 'success',
    actorUserId: userId,
    subjectUserId: userId,
    origin,
    detail: {
      appointment_id: accepted[0]?.id ?? null,
      appointment_series_id: accepted[0]?.seriesId ?? null,
      sessions: accepted.length,
    },
  });
  return accepted;
}

/** A session of the client's that they may still cancel, or the refusal. */
export const clientSessionToCancel = (ctx: AppContext, userId: string, id: string) =>
  changeable(ctx, id, { patientUserId: userId });

/**
 * What cancelling costs the client now: inside the session type's late-cancellation window
 * (its hours before the start), its fee, flat or a percent of the price; nothing outside it.
 * The offer holds until the window opens. (The checkout refunds the rest of what was paid.)
 */
export async function cancellationFee(ctx: AppContext, target: AppointmentRow) {
  const type = await appointmentsRepo.findSessionTypeByLabel(
    ctx.db,
    target.ownerUserId,
    target.sessionTypeLabel,
  );
  const limitHours = type?.cancellationLimitHours ?? 0;
  const windowOpens = target.startsAt.getTime() - limitHours * 3_600_000;
  const within = limitHours > 0 && ctx.clock.now().getTime() >= windowOpens;
  const typeFee =
    type?.cancellationFeeType === 'flat'
      ? type.cancellationFeeAmount
      : type?.cancellationFeeType === 'percent'
        ? percentOf(type.priceCents, type.cancellationFeeAmount)
        : 0;
  const changesLater = limitHours > 0 && !within && typeFee > 0;
  return {
    within_window: within,
    feeCents: within ? typeFee : 0,
    validUntil: changesLater ? new Date(windowOpens) : null,
  };
}
