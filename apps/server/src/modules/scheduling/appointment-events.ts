import type { AppContext } from '../../platform/context';
import type { AppointmentRow } from './appointments-repo';

/**
 * Tells the open browsers of the practice and of the client that sessions changed (the
 * spec's appointment event): from a transaction's context, once it has committed.
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
}
