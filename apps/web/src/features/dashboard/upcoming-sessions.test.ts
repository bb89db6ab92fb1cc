import { type Appointment, statusFlagsOf } from '@orchid/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { calendarDayOf, upcomingSessions } from './upcoming-sessions';

const person = {
  cognito_sub: '0190f5a0-0000-7000-8000-000000000001',
  first_name: 'June',
  last_name: 'Reyes',
  preferred_first_name: null,
};
const session = (start: string, status: Appointment['status'] = 'scheduled'): Appointment => ({
  appointment_id: `0190f5a0-0000-7000-8000-${start.slice(8, 10)}${start.slice(11, 13)}00000000`,
  appointment_series_id: '0190f5a0-0000-7000-8000-000000000009',
  status,
  status_flags: statusFlagsOf(status),
  appointment_start: start,
  appointment_end: new Date(Date.parse(start) + 50 * 60_000).toISOString(),
  modify_datetime: start,
  appointment_type_label: 'Regular session',
  session_recording_source: null,
  orchid_pro_joined_ai_room: false,
  place_session_held_outside_of_orchid: false,
  patient: person,
  orchid_pro: person,
});

// 10:00 in New York on Monday 7 December 2026.
const now = new Date('2026-12-07T15:00:00Z');
const zone = 'America/New_York';

describe("the dashboard's sessions", () => {
  it("are today's still to come or under way, then the next ones, by the professional's day", () => {
    const list = [
      session('2026-12-09T15:00:00Z'),
      session('2026-12-07T12:00:00Z'), // ended this morning
      session('2026-12-08T03:00:00Z'), // 22:00 today in New York, tomorrow in UTC
      session('2026-12-07T14:30:00Z'), // under way
      session('2026-12-08T15:00:00Z', 'cancelled_patient'),
      session('2026-12-08T16:00:00Z', 'invited'),
    ];
    const { today, next } = upcomingSessions(list, now, zone);
    expect(today.map((s) => s.appointment_start)).toEqual([
      '2026-12-07T14:30:00Z',
      '2026-12-08T03:00:00Z',
    ]);
    expect(next.map((s) => s.appointment_start)).toEqual([
      '2026-12-08T16:00:00Z',
      '2026-12-09T15:00:00Z',
    ]);
    expect(calendarDayOf(list[2] as Appointment, zone)).toBe('2026-12-07');
  });

  it('list at most five of the next ones', () => {
    const days = ['08', '09', '10', '11', '14', '15', '16'];
    const { next } = upcomingSessions(
      days.map((day) => session(`2026-12-${day}T15:00:00Z`)),
      now,
      zone,
    );
    expect(next).toHaveLength(5);
  });
});
