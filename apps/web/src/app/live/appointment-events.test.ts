import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_EVENTS_MAX,
  type AppointmentEvent,
  isAppointmentEvent,
  mergeAppointmentEvent,
} from './appointment-events';

const event = (id: string, modified: string, start = '2026-12-01T15:00:00.000Z') =>
  ({
    type: 'appointment',
    appointment_id: id,
    appointment_start: start,
    modify_datetime: modified,
  }) satisfies AppointmentEvent;

describe('mergeAppointmentEvent', () => {
  it('keeps one event per appointment, the newer modify_datetime winning', () => {
    const first = event('a', '2026-11-25T10:00:00.000Z');
    const moved = event('a', '2026-11-25T10:05:00.000Z', '2026-12-02T15:00:00.000Z');
    expect(mergeAppointmentEvent([first], moved)).toEqual([moved]);
    // An older change arriving late changes nothing.
    expect(mergeAppointmentEvent([moved], first)).toEqual([moved]);
    expect(mergeAppointmentEvent([moved], event('b', '2026-11-25T09:00:00.000Z'))).toEqual([
      moved,
      event('b', '2026-11-25T09:00:00.000Z'),
    ]);
  });

  it('keeps the 256 newest changes', () => {
    let events: AppointmentEvent[] = [];
    for (let i = 0; i < APPOINTMENT_EVENTS_MAX + 10; i++) {
      events = mergeAppointmentEvent(
        events,
        event(`id-${i}`, new Date(Date.UTC(2026, 10, 25, 0, i)).toISOString()),
      );
    }
    expect(events).toHaveLength(256);
    expect(events[0]?.appointment_id).toBe(`id-${APPOINTMENT_EVENTS_MAX + 9}`);
    expect(events.some((e) => e.appointment_id === 'id-9')).toBe(false);
    expect(events.some((e) => e.appointment_id === 'id-10')).toBe(true);
  });
});

describe('isAppointmentEvent', () => {
  it('accepts the spec’s event and nothing else', () => {
    expect(isAppointmentEvent(event('a', '2026-11-25T10:00:00.000Z'))).toBe(true);
    expect(isAppointmentEvent({ type: 'ready' })).toBe(false);
    expect(isAppointmentEvent({ ...event('a', 'yesterday') })).toBe(false);
    expect(isAppointmentEvent(null)).toBe(false);
  });
});
