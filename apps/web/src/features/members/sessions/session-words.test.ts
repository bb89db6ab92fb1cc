import type { Appointment } from '@orchid/contracts/appointments';
import { statusFlagsOf } from '@orchid/contracts/appointments';
import { describe, expect, it } from 'vitest';
import {
  cancellationCostInWords,
  invitedSeriesOf,
  momentInWords,
  pastOf,
  professionalName,
  refundInWords,
  sessionActions,
  sessionWhen,
  statusInWords,
  upcomingOf,
} from './session-words';

const person = {
  cognito_sub: '0190f5a0-0000-7000-8000-000000000001',
  first_name: 'Iris',
  last_name: 'Novak',
  preferred_first_name: null,
};

const session = (
  start: string,
  status: Appointment['status'] = 'scheduled',
  minutes = 50,
): Appointment => ({
  appointment_id: `0190f5a0-0000-7000-8000-${start.slice(8, 10)}${start.slice(11, 13)}00000000`,
  appointment_series_id: '0190f5a0-0000-7000-8000-000000000009',
  status,
  status_flags: statusFlagsOf(status),
  appointment_start: start,
  appointment_end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  modify_datetime: start,
  appointment_type_label: 'Individual therapy',
  session_recording_source: null,
  orchid_pro_joined_ai_room: false,
  place_session_held_outside_of_orchid: false,
  patient: person,
  orchid_pro: person,
});

const now = new Date('2026-11-25T15:00:00Z');

describe('a client’s sessions', () => {
  it('are split into those to come (soonest first, the one under way too) and past ones (latest first)', () => {
    const list = [
      session('2026-11-20T15:00:00Z'),
      session('2026-12-02T15:00:00Z'),
      session('2026-11-25T14:30:00Z'),
      session('2026-11-27T15:00:00Z'),
      session('2026-11-24T15:00:00Z'),
    ];
    expect(upcomingOf(list, now).map((s) => s.appointment_start)).toEqual([
      '2026-11-25T14:30:00Z',
      '2026-11-27T15:00:00Z',
      '2026-12-02T15:00:00Z',
    ]);
    expect(pastOf(list, now).map((s) => s.appointment_start)).toEqual([
      '2026-11-24T15:00:00Z',
      '2026-11-20T15:00:00Z',
    ]);
  });

  it('show their day and times on the client’s clock', () => {
    expect(sessionWhen('2026-11-30T15:00:00Z', '2026-11-30T15:50:00Z', 'America/New_York')).toEqual(
      {
        date: 'Monday, November 30, 2026',
        time: '10:00 AM – 10:50 AM EST',
      },
    );
    // Past midnight in Kolkata: the next day there.
    expect(sessionWhen('2026-11-30T19:00:00Z', '2026-11-30T19:50:00Z', 'Asia/Kolkata').date).toBe(
      'Tuesday, December 1, 2026',
    );
  });

  it('say their status in words', () => {
    expect(statusInWords('invited', false).label).toBe('Unconfirmed');
    expect(statusInWords('invited', true).label).toBe('Not accepted');
    expect(statusInWords('scheduled', false).label).toBe('Confirmed');
    expect(statusInWords('cancelled_patient', false).label).toBe('Cancelled by you');
    expect(statusInWords('cancelled_orchid_pro', true).label).toBe(
      'Cancelled by your professional',
    );
  });

  it('can be accepted while invited, cancelled and added to a calendar until they begin', () => {
    expect(sessionActions(session('2026-11-27T15:00:00Z', 'invited'), now)).toEqual({
      accept: true,
      reschedule: true,
      cancel: true,
      addToCalendar: true,
    });
    expect(sessionActions(session('2026-11-27T15:00:00Z', 'scheduled'), now)).toEqual({
      accept: false,
      reschedule: true,
      cancel: true,
      addToCalendar: true,
    });
    expect(sessionActions(session('2026-11-25T14:30:00Z'), now)).toEqual({
      accept: false,
      reschedule: false,
      cancel: false,
      addToCalendar: true,
    });
    expect(sessionActions(session('2026-11-27T15:00:00Z', 'cancelled_patient'), now)).toEqual({
      accept: false,
      reschedule: false,
      cancel: false,
      addToCalendar: false,
    });
    expect(sessionActions(session('2026-11-20T15:00:00Z'), now).addToCalendar).toBe(false);
  });

  it('gather the invitations of a series, to accept once, when more than one awaits an answer', () => {
    const other = (start: string) => ({
      ...session(start, 'invited'),
      appointment_series_id: '0190f5a0-0000-7000-8000-000000000010',
    });
    const list = [
      session('2026-12-09T15:00:00Z', 'invited'),
      session('2026-12-02T15:00:00Z', 'invited'),
      session('2026-11-20T15:00:00Z', 'invited'),
      session('2026-12-16T15:00:00Z', 'scheduled'),
      other('2026-12-03T15:00:00Z'),
    ];
    expect(invitedSeriesOf(list, now)).toEqual([
      {
        seriesId: '0190f5a0-0000-7000-8000-000000000009',
        sessions: [list[1], list[0]],
      },
    ]);
  });

  it('say a moment with its weekday, date, time and zone', () => {
    expect(momentInWords('2026-11-30T15:00:00Z', 'America/New_York')).toBe(
      'Monday, November 30, 2026 at 10:00 AM EST',
    );
  });

  it('name the professional by the name they go by', () => {
    expect(professionalName({ ...person, preferred_first_name: 'Izzy' })).toBe('Izzy Novak');
  });

  it('say what cancelling costs', () => {
    expect(cancellationCostInWords({ within_window: true, fee: 40 })).toBe(
      'This session is within the late-cancellation window: cancelling now costs $40.00.',
    );
    expect(cancellationCostInWords({ within_window: false, fee: 0 })).toBe(
      'Cancelling this session is free.',
    );
    expect(cancellationCostInWords({ within_window: true, fee: 0 })).toBe(
      'Cancelling this session is free.',
    );
  });

  it('say what a cancellation gives back of a session paid online', () => {
    expect(refundInWords({ refund: 110 })).toBe('Refund: $110.00');
    expect(refundInWords({ refund: 0 })).toBeNull();
  });
});
