import type { Appointment } from '@orchid/contracts/appointments';
import type { BlockedInterval } from '@orchid/contracts/scheduling';
import type { CalendarDate, WallTime } from '@orchid/contracts/time';

// The calendar's side panels (§2 "Calendar side panels"): one at a time, and closing returns
// to none. Creating a session is one more, so it too never stacks on another.

export type SidePanel =
  | { kind: 'none' }
  | { kind: 'session-details'; appointment: Appointment }
  | { kind: 'edit-session'; appointment: Appointment }
  | { kind: 'add-to-calendar'; appointment: Appointment }
  | { kind: 'blocked-details'; block: BlockedInterval }
  | { kind: 'edit-blocked'; block?: BlockedInterval; date?: CalendarDate; time?: WallTime }
  | { kind: 'day-preview'; date: CalendarDate }
  | { kind: 'edit-availability-period'; date: CalendarDate }
  | { kind: 'new-session'; date?: CalendarDate; time?: WallTime };

export const noPanel: SidePanel = { kind: 'none' };

export const panelTitles: Record<SidePanel['kind'], string> = {
  none: '',
  'session-details': 'Session details',
  'edit-session': 'Edit session',
  'add-to-calendar': 'Add to calendar',
  'blocked-details': 'Blocked time',
  'edit-blocked': 'Edit blocked time',
  'day-preview': 'Day preview',
  'edit-availability-period': 'Edit hours for the day',
  'new-session': 'New session',
};

/** The title of a panel: a new blocked time is added, not edited. */
export function panelTitle(panel: SidePanel): string {
  if (panel.kind === 'edit-blocked' && !panel.block) return 'Block time';
  return panelTitles[panel.kind];
}

/**
 * The panel with its session or blocked time as last loaded (after a change the calendar is
 * asked again, and the panel shows the new state).
 */
export function withLatest(
  panel: SidePanel,
  appointments: readonly Appointment[] | undefined,
  blocks: readonly BlockedInterval[] | undefined,
): SidePanel {
  if ('appointment' in panel) {
    const latest = appointments?.find(
      (appointment) => appointment.appointment_id === panel.appointment.appointment_id,
    );
    return latest ? { ...panel, appointment: latest } : panel;
  }
  if ('block' in panel && panel.block) {
    const id = panel.block.blocked_interval_id;
    const latest = blocks?.find((block) => block.blocked_interval_id === id);
    return latest ? { ...panel, block: latest } : panel;
  }
  return panel;
}
