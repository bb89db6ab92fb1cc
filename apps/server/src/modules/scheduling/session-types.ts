import { isAiSessionLabel, type SessionType, type SessionTypeInput } from '@orchid/contracts';
import { centsFromDollars, dollarsFromCents } from '@orchid/contracts/money';
import type { RequestOrigin } from '../../platform/audit/audit';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { type AccessContext, accessOf } from '../access/service';
import { bookableProfessional } from './professional';
import * as repo from './repo';

// Session types (§3 Appointment type): what a practice offers, with its length, price and
// cancellation terms. Prices are kept in cents and answered in dollars.

export function describeSessionType(row: repo.SessionTypeRow): SessionType {
  return {
    appointment_type_id: row.id,
    label: row.label,
    length_minutes: row.lengthMinutes,
    price: dollarsFromCents(row.priceCents),
    kind: row.kind,
    seats: row.seats,
    session_location_type: row.sessionLocationType,
    office_location_id: row.officeLocationId,
    cancellation_limit_hours: row.cancellationLimitHours,
    cancellation_fee: {
      type: row.cancellationFeeType,
      amount:
        row.cancellationFeeType === 'flat'
          ? dollarsFromCents(row.cancellationFeeAmount)
          : row.cancellationFeeAmount,
    },
    bookable_online: row.bookableOnline,
    create_datetime: row.createdAt.toISOString(),
    modify_datetime: row.modifiedAt.toISOString(),
  };
}

function columnsOf(input: SessionTypeInput, ownerUserId: string, now: Date): repo.NewSessionType {
  const fee = input.cancellation_fee;
  return {
    ownerUserId,
    label: input.label,
    lengthMinutes: input.length_minutes,
    priceCents: centsFromDollars(input.price),
    kind: input.kind,
    seats: input.seats,
    sessionLocationType: input.session_location_type,
    officeLocationId: input.office_location_id,
    cancellationLimitHours: input.cancellation_limit_hours,
    cancellationFeeType: fee.type,
    cancellationFeeAmount:
      fee.type === 'flat' ? centsFromDollars(fee.amount) : fee.type === 'percent' ? fee.amount : 0,
    bookableOnline: input.bookable_online,
    modifiedAt: now,
  };
}

/** Two types of one practice cannot share a label; the unique index settles a race. */
const labelRefusal = refusalFor({
  session_types_owner_label_key: new AppError('scheduling.labelTaken'),
});

/** AI video and AI audio sessions are for the ai-only plan (§4). */
async function assertLabelAllowed(ctx: AccessContext, principal: Principal, label: string) {
  if (!isAiSessionLabel(label)) return;
  const { plan_type } = await accessOf(ctx, principal);
  if (plan_type !== 'ai-only') throw new AppError('scheduling.aiTypesNeedAiPlan');
}

/** The practice's own change of its session types, in its audit log and the directory. */
async function recordChange(
  tx: AccessContext,
  principal: Principal,
  action: 'create' | 'update' | 'delete',
  id: string,
  origin: RequestOrigin,
) {
  await tx.audit.record({
    action: `scheduling.session_type_${action}`,
    outcome: 'success',
    actorUserId: principal.userId,
    subjectUserId: principal.userId,
    origin,
    detail: { appointment_type_id: id },
  });
  // What is bookable online and its prices are in the directory's listing.
  await emit(tx, 'schedule.changed', { professional_id: principal.userId });
}

export async function listOwnSessionTypes(ctx: AccessContext, ownerUserId: string) {
  const rows = await repo.sessionTypesOf(ctx.db, ownerUserId);
  return { appointment_types: rows.map(describeSessionType) };
}

/** The types a client may book with a professional: those bookable online. */
export async function listBookableSessionTypes(ctx: AccessContext, professionalId: string) {
  await bookableProfessional(ctx, professionalId);
  const rows = await repo.sessionTypesOf(ctx.db, professionalId);
  return {
    appointment_types: rows.filter((row) => row.bookableOnline).map(describeSessionType),
  };
}

export async function createSessionType(
  ctx: AccessContext,
  principal: Principal,
  input: SessionTypeInput,
  origin: RequestOrigin,
) {
  await assertLabelAllowed(ctx, principal, input.label);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = await repo
      .insertSessionType(tx.db, { ...columnsOf(input, principal.userId, now), createdAt: now })
      .catch(labelRefusal);
    await recordChange(tx, principal, 'create', row.id, origin);
    return describeSessionType(row);
  });
}

export async function updateSessionType(
  ctx: AccessContext,
  principal: Principal,
  id: string,
  input: SessionTypeInput,
  origin: RequestOrigin,
) {
  await assertLabelAllowed(ctx, principal, input.label);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = await repo
      .updateSessionType(
        tx.db,
        { ownerUserId: principal.userId },
        id,
        columnsOf(input, principal.userId, now),
      )
      .catch(labelRefusal);
    if (!row) throw new AppError('scheduling.typeNotFound');
    await recordChange(tx, principal, 'update', id, origin);
    return describeSessionType(row);
  });
}

export async function deleteSessionType(
  ctx: AccessContext,
  principal: Principal,
  id: string,
  origin: RequestOrigin,
) {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.deleteSessionType(tx.db, { ownerUserId: principal.userId }, id))) {
      throw new AppError('scheduling.typeNotFound');
    }
    await recordChange(tx, principal, 'delete', id, origin);
    return { deleted: true as const };
  });
}
