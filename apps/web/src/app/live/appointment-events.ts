// The appointment events the live updates socket brings (booking §4 "Real-time channel",
// "When an appointment update arrives the newer modify_datetime wins. The store keeps at most
// 256 newest and is dropped on sign-out").

export type AppointmentEvent = {
  type: 'appointment';
  appointment_id: string;
  appointment_start: string;
  modify_datetime: string;
};

/** The appointment cache's size (§9). */
export const APPOINTMENT_EVENTS_MAX = 256;

/**
 * Where the events are kept: in the query cache, so a sign-out, which forgets every query but
 * user info, drops them too.
 */
export const appointmentEventsKey = ['live', 'appointment-events'] as const;

/**
 * Queries of sessions start their key with this, so an event makes each of them load again
 * (the calendar, a member's sessions).
 */
export const APPOINTMENTS_QUERY_ROOT = 'appointments';

export function isAppointmentEvent(message: unknown): message is AppointmentEvent {
  if (typeof message !== 'object' || message === null) return false;
  const event = message as Record<string, unknown>;
  return (
    event.type === 'appointment' &&
    typeof event.appointment_id === 'string' &&
    typeof event.appointment_start === 'string' &&
    typeof event.modify_datetime === 'string' &&
    !Number.isNaN(Date.parse(event.modify_datetime))
  );
}

/**
 * The events with `event` merged in: one per appointment, the newer modify_datetime winning
 * (an older one arriving late changes nothing), at most 256, the oldest changes dropped.
 */
export function mergeAppointmentEvent(
  events: readonly AppointmentEvent[],
  event: AppointmentEvent,
): AppointmentEvent[] {
  const known = events.find((e) => e.appointment_id === event.appointment_id);
  if (known && Date.parse(known.modify_datetime) >= Date.parse(event.modify_datetime)) {
    return [...events];
  }
  const merged = [...events.filter((e) => e.appointment_id !== event.appointment_id), event];
  merged.sort((a, b) => Date.parse(b.modify_datetime) - Date.parse(a.modify_datetime));
  return merged.slice(0, APPOINTMENT_EVENTS_MAX);
}
