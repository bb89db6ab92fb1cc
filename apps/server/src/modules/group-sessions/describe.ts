import type { GroupSeries } from '@orchid/contracts';
import { dollarsFromCents } from '@orchid/contracts/money';
import type { AppContext } from '../../platform/context';
import { ownDirectoryProfile } from '../directory/profile';
import { publicProfile } from '../professionals/service';
import { meetingsAhead } from '../scheduling/group-meetings';
import type { GroupSeriesRow } from './repo';

// What anyone may see of group series: the professional's public name, the meetings ahead,
// the price of a seat for them and how many seats are left; never who has one.

/** A seat pays for every meeting still ahead, at the type's price when published. */
export const seatPriceCents = (row: GroupSeriesRow, meetingsLeft: number) =>
  row.meetingPriceCents * meetingsLeft;

export function seriesStatus(row: GroupSeriesRow, meetingsLeft: number): GroupSeries['status'] {
  if (row.closedAt || meetingsLeft === 0) return 'closed';
  return row.seatsTaken >= row.seats ? 'full' : 'open';
}

/** The public view of these series, with their meetings and professionals read once each. */
export async function describeSeries(
  ctx: AppContext,
  rows: GroupSeriesRow[],
): Promise<GroupSeries[]> {
  const now = ctx.clock.now();
  const owners = [...new Set(rows.map((row) => row.ownerUserId))];
  const [meetings, professionals] = await Promise.all([
    meetingsAhead(
      ctx.db,
      rows.map((row) => row.appointmentSeriesId),
      now,
    ),
    Promise.all(
      owners.map(async (id) => {
        const [profile, directory] = await Promise.all([
          publicProfile(ctx, id),
          ownDirectoryProfile(ctx, id),
        ]);
        return {
          cognito_sub: id,
          display_name: profile.display_name,
          custom_url: directory.custom_url,
          photo_url: directory.photo_url,
        };
      }),
    ),
  ]);
  return rows.map((row) => {
    const ahead = meetings
      .filter((m) => m.seriesId === row.appointmentSeriesId)
      .map((m) => m.startsAt.toISOString());
    const orchidPro = professionals.find((p) => p.cognito_sub === row.ownerUserId);
    if (!orchidPro) throw new Error(`professional ${row.ownerUserId} not read`);
    return {
      group_sessions_series_id: row.id,
      title: row.title,
      description: row.description,
      appointment_type_label: row.sessionTypeLabel,
      length_minutes: row.lengthMinutes,
      session_location_type: row.sessionLocationType,
      orchid_pro: orchidPro,
      price: dollarsFromCents(seatPriceCents(row, ahead.length)),
      seats: row.seats,
      seats_left: Math.max(0, row.seats - row.seatsTaken),
      meetings: ahead,
      status: seriesStatus(row, ahead.length),
    };
  });
}
