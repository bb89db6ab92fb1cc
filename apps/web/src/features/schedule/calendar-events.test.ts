import type { Appointment } from '@orchid/contracts/appointments';
import { describe, expect, it } from 'vitest';
import {
  blockedEvent,
  businessHoursOf,
  itemOf,
  overrideEvents,
  sessionEvent,
  sessionEvents,
} from './calendar-events';

const person = (first: string, preferred: string | null = null) => ({
  cognito_sub: '0195f5d2-0000-7000-8000-000000000001',
  first_name: first,
  preferred_first_name: preferred,
  last_name: 'Reyes',
});

const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  appointment_id: '0195f5d2-0000-7000-8000-00000000000a',
  appointment_series_id: '0195f5d2-0000-7000-8000-00000000000b',
  status: 'invited',
  status_flags: { cancelledOrAbandoned: false, orchidProNoShow: false, unconfirmedInvite: true },
  appointment_start: '2026-12-07T10:00:00-05:00',
  appointment_end: '2026-12-07T10:50:00-05:00',
  modify_datetime: '2026-11-25T08:00:00Z',
  appointment_type_label: 'Regular session',
  session_recording_source: null,
  orchid_pro_joined_ai_room: false,
  place_session_held_outside_of_orchid: false,
  patient: person('Juniper', 'June'),
  orchid_pro: person('Iris'),
  ...overrides,
});

const before = new Date('2026-11-25T08:00:00Z');

describe('sessionEvent', () => {
  it('names the client as called and the type, and can be moved while ahead', () => {
    const event = sessionEvent(appointment(), before);
    expect(event).toMatchObject({
      id: '0195f5d2-0000-7000-8000-00000000000a',
      title: 'June Reyes · Regular session',
      start: '2026-12-07T10:00:00-05:00',
      end: '2026-12-07T10:50:00-05:00',
      editable: true,
    });
    expect(event.classNames).toEqual(['orchid-session', 'orchid-session-invited']);
    expect(itemOf(event.extendedProps ?? {})).toEqual({
      kind: 'session',
      appointment: appointment(),
    });
  });

  it("names a support group's meeting by its group, not by the professional it is booked to", () => {
    const meeting = appointment({ group_session_title: 'Anxiety support circle' });
    expect(sessionEvent(meeting, before).title).toBe('Anxiety support circle · Regular session');
  });

  it('fixes a session that has begun', () => {
    expect(sessionEvent(appointment(), new Date('2026-12-07T15:10:00Z')).editable).toBe(false);
  });

  it('greys a cancelled session and fixes it in place', () => {
    const cancelled = appointment({
      status: 'cancelled_orchid_pro',
      status_flags: {
        cancelledOrAbandoned: true,
        orchidProNoShow: false,
        unconfirmedInvite: false,
      },
    });
    const event = sessionEvent(cancelled, before);
    expect(event.title).toBe('Cancelled: June Reyes · Regular session');
    expect(event.classNames).toEqual(['orchid-session', 'orchid-session-cancelled']);
    expect(event.editable).toBe(false);
  });
});

describe('sessionEvents', () => {
  it('leaves cancelled sessions out unless asked', () => {
    const list = [
      appointment(),
      appointment({
        appointment_id: '0195f5d2-0000-7000-8000-00000000000c',
        status: 'cancelled_patient',
        status_flags: {
          cancelledOrAbandoned: true,
          orchidProNoShow: false,
          unconfirmedInvite: false,
        },
      }),
    ];
    expect(sessionEvents(list, { showCancelled: false, now: before })).toHaveLength(1);
    expect(sessionEvents(list, { showCancelled: true, now: before })).toHaveLength(2);
  });
});

describe('blockedEvent', () => {
  it('says blocked, with the note', () => {
    const block = {
      blocked_interval_id: '0195f5d2-0000-7000-8000-0000000000ff',
      start: '2026-12-08T12:00:00-05:00',
      end: '2026-12-08T13:00:00-05:00',
      note: 'Lunch',
    };
    expect(blockedEvent(block)).toMatchObject({
      id: 'blocked-0195f5d2-0000-7000-8000-0000000000ff',
      title: 'Blocked: Lunch',
      editable: false,
    });
    expect(blockedEvent({ ...block, note: '' }).title).toBe('Blocked');
  });
});

describe('businessHoursOf', () => {
  it('turns ISO weekdays into FullCalendar days (Sunday 0)', () => {
    expect(
      businessHoursOf({
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00', office_location_id: null },
          { weekday: 1, start: '13:00', end: '17:00', office_location_id: null },
          { weekday: 7, start: '10:00', end: '14:00', office_location_id: null },
        ],
      }),
    ).toEqual([
      { daysOfWeek: [1], startTime: '09:00', endTime: '12:00' },
      { daysOfWeek: [1], startTime: '13:00', endTime: '17:00' },
      { daysOfWeek: [0], startTime: '10:00', endTime: '14:00' },
    ]);
  });

  it('has no working hours without any period', () => {
    expect(businessHoursOf({ weekly: [] })).toBe(false);
  });
});

describe('overrideEvents', () => {
  it('shades a day off whole, and the closed hours of a changed day', () => {
    const events = overrideEvents(
      {
        date_overrides: [
          { date: '2026-12-24', intervals: [] },
          {
            date: '2026-12-28',
            intervals: [
              { start: '13:00', end: '24:00' },
              { start: '09:00', end: '11:00' },
            ],
          },
          { date: '2027-02-01', intervals: [] },
        ],
      },
      '2026-12-20',
      '2027-01-04',
    );
    expect(events.map((e) => [e.title, e.start, e.end])).toEqual([
      ['Day off', '2026-12-24', '2026-12-25'],
      ['Closed', '2026-12-28T00:00:00', '2026-12-28T09:00:00'],
      ['Closed', '2026-12-28T11:00:00', '2026-12-28T13:00:00'],
    ]);
    expect(events.every((e) => e.display === 'background')).toBe(true);
    expect(events[0]?.allDay).toBe(true);
  });
});
