import type { GroupSeriesInput } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { findSessionTypeByLabel } from '../scheduling/appointments-repo';
import { groupMeetingStarts, placeGroupMeetings } from '../scheduling/group-meetings';
import { bookableProfessional } from '../scheduling/professional';
import { describeSeries } from './describe';
import * as repo from './repo';

/**
 * A professional publishes a group: the meetings of one group session type (its seats, length,
 * price and place) go on their calendar at once, all or none (a meeting over a session is a
 * 409), and the group is listed at /group-session while it has a meeting ahead.
 */
export async function publishSeries(
  ctx: AppContext,
  ownerUserId: string,
  body: GroupSeriesInput,
  origin: RequestOrigin,
) {
  await bookableProfessional(ctx, ownerUserId);
  const type = await findSessionTypeByLabel(ctx.db, ownerUserId, body.appointment_type_label);
  if (type?.kind !== 'group' || !type.seats) throw new AppError('groupSessions.notGroupType');
  const first = new Date(body.first_meeting_start);
  if (first <= ctx.clock.now()) throw new AppError('groupSessions.pastMeeting');
  const starts = await groupMeetingStarts(ctx, ownerUserId, first, body.repeat_rule ?? null);
  const row = await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const appointmentSeriesId = await placeGroupMeetings(tx, {
      ownerUserId,
      label: type.label,
      starts,
      lengthMinutes: type.lengthMinutes,
    });
    const created = await repo.insertSeries(tx.db, {
      ownerUserId,
      appointmentSeriesId,
      sessionTypeLabel: type.label,
      title: body.title,
      description: body.description,
      lengthMinutes: type.lengthMinutes,
      meetingPriceCents: type.priceCents,
      sessionLocationType: type.sessionLocationType,
      seats: type.seats ?? 0,
      createdAt: now,
      modifiedAt: now,
    });
    await tx.audit.record({
      action: 'group_session.publish',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: ownerUserId,
      origin,
      detail: { group_sessions_series_id: created.id, meetings: starts.length },
    });
    return created;
  });
  const [described] = await describeSeries(ctx, [row]);
  if (!described) throw new Error('series not described');
  return described;
}
