import type { AppContext } from '../../platform/context';
import { emit } from '../../platform/events/events';
import type { AppointmentRow } from './appointments-repo';

/**
 * Tells the open browsers of the practice and of the client that sessions changed (the
 * spec's appointment event): from a transaction's context, once it has committed; and the
 * other modules hear that the practice's sessions changed.
 */
export async function publishAppointmentChanges(tx: AppContext, rows: AppointmentRow[]) {
  for (const row of rows) {
    await tx.live.publish([row.ownerUserId, row.patientUserId], {
      type: 'appointment',
      appointment_id: row.id,
      appointment_start: row.startsAt.toISOString(),
      modify_datetime: row.modifiedAt.toISOString(),
    });
  }
  // A session booked, moved or cancelled changes the practice's next free time.
  for (const owner of new Set(rows.map((row) => row.ownerUserId))) {
    await emit(tx, 'appointments.changed', { professional_id: owner });
  }
}
