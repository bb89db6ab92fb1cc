import type { Appointment } from '@orchid/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { panelTitle, withLatest } from './side-panel';

const block = {
  blocked_interval_id: '0195f5d2-0000-7000-8000-0000000000ff',
  start: '2026-12-08T12:00:00-05:00',
  end: '2026-12-08T13:00:00-05:00',
  note: 'Lunch',
};

const appointment = {
  appointment_id: '0195f5d2-0000-7000-8000-00000000000a',
  appointment_start: '2026-12-07T10:00:00-05:00',
} as Appointment;

describe('panelTitle', () => {
  it('names each panel, and new blocked time as blocking', () => {
    expect(panelTitle({ kind: 'session-details', appointment })).toBe('Session details');
    expect(panelTitle({ kind: 'edit-blocked' })).toBe('Block time');
    expect(panelTitle({ kind: 'edit-blocked', block })).toBe('Edit blocked time');
    expect(panelTitle({ kind: 'day-preview', date: '2026-12-07' })).toBe('Day preview');
  });
});

describe('withLatest', () => {
  it('shows the session or blocked time as last loaded', () => {
    const moved = { ...appointment, appointment_start: '2026-12-07T14:00:00-05:00' };
    expect(withLatest({ kind: 'edit-session', appointment }, [moved], [])).toEqual({
      kind: 'edit-session',
      appointment: moved,
    });
    const renamed = { ...block, note: 'Team lunch' };
    expect(withLatest({ kind: 'blocked-details', block }, [], [renamed])).toEqual({
      kind: 'blocked-details',
      block: renamed,
    });
  });

  it('keeps what it has when the calendar no longer lists it', () => {
    const panel = { kind: 'add-to-calendar', appointment } as const;
    expect(withLatest(panel, [], [])).toBe(panel);
    expect(withLatest({ kind: 'none' }, undefined, undefined)).toEqual({ kind: 'none' });
  });
});
