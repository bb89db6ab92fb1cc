// The calendar's views (§2 Calendar), by FullCalendar's names: day, week, month and list.

export const views = ['timeGridDay', 'timeGridWeek', 'dayGridMonth', 'listWeek'] as const;
export type CalendarView = (typeof views)[number];

/** On a phone the list comes first: a week of sessions reads down the screen. */
export const phoneViews = ['listWeek', 'timeGridDay', 'dayGridMonth'] as const;

export const isCalendarView = (value: string | null): value is CalendarView =>
  (views as readonly (string | null)[]).includes(value);

/** The view to open with: the one in the address, else the week (a list on a phone). */
export function initialViewOf(fromAddress: string | null, phone: boolean): CalendarView {
  if (isCalendarView(fromAddress)) return fromAddress;
  return phone ? 'listWeek' : 'timeGridWeek';
}

/**
 * Whether sessions can be dragged to another time: with a mouse or pen (a finger scrolls, and
 * a phone's views are for reading), in a view with a time grid or days (a list has none).
 */
export const dragsSessions = (view: CalendarView, phone: boolean, finePointer: boolean) =>
  !phone && finePointer && view !== 'listWeek';
