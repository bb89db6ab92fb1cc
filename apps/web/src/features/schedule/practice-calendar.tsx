import type {
  BusinessHoursInput,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { Appointment } from '@orchid/contracts/appointments';
import type { BlockedInterval } from '@orchid/contracts/scheduling';
import { useEffect, useRef } from 'react';
import { itemOf } from './calendar-events';
import classes from './practice-calendar.module.css';
import { type CalendarView, phoneViews, views } from './views';

// The FullCalendar part of the screen, in a chunk of its own (schedule-screen.tsx loads it
// lazily): only this page pays for the calendar library.

// Times cross as ISO 8601 strings in the practice's zone (FullCalendar's startStr, dateStr):
// the offset is the zone's, so the wall clock is what the calendar showed.

export type MoveRequest = {
  appointment: Appointment;
  start: string;
  end: string;
  /** Puts the event back where it was (the server refused, or the person cancelled). */
  revert: () => void;
};

export type PracticeCalendarProps = {
  timeZone: string;
  events: EventInput[];
  businessHours: BusinessHoursInput;
  phone: boolean;
  initialView: CalendarView;
  initialDate: string | undefined;
  /** Whether sessions can be dragged and resized. */
  editable: boolean;
  /** The visible range (end excluded) and the view's current date ('YYYY-MM-DD'). */
  onDatesChange: (dates: { start: string; end: string; view: CalendarView; date: string }) => void;
  onSessionClick: (appointment: Appointment) => void;
  onBlockedClick: (block: BlockedInterval) => void;
  /** A time clicked in the day or week view. */
  onTimeClick: (start: string) => void;
  /** A day clicked in the month view, or a day's name ('YYYY-MM-DD'). */
  onDayClick: (date: string) => void;
  onMove: (move: MoveRequest) => void;
  /** A date to show (after a session is booked or moved there); `at` tells repeats apart. */
  showDate?: { date: string; at: number };
};

export function PracticeCalendar(props: PracticeCalendarProps) {
  const { phone, showDate } = props;
  const calendar = useRef<FullCalendar>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => hideIconsFromReaders(wrapper.current), []);
  const isoDate = (date: Date) => calendar.current?.getApi().formatIso(date).slice(0, 10) ?? '';
  useEffect(() => {
    if (showDate) calendar.current?.getApi().gotoDate(showDate.date);
  }, [showDate]);
  const datesSet = (arg: DatesSetArg) =>
    props.onDatesChange({
      start: arg.startStr,
      end: arg.endStr,
      view: arg.view.type as CalendarView,
      date: arg.view.calendar.formatIso(arg.view.currentStart).slice(0, 10),
    });
  const eventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const item = itemOf(arg.event.extendedProps);
    if (item?.kind === 'session') props.onSessionClick(item.appointment);
    if (item?.kind === 'blocked') props.onBlockedClick(item.block);
  };
  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    const item = itemOf(arg.event.extendedProps);
    if (item?.kind !== 'session' || !arg.event.startStr || !arg.event.endStr) {
      arg.revert();
      return;
    }
    props.onMove({
      appointment: item.appointment,
      start: arg.event.startStr,
      end: arg.event.endStr,
      revert: arg.revert,
    });
  };
  const dateClick = (arg: DateClickArg) => {
    if (arg.allDay) props.onDayClick(arg.dateStr.slice(0, 10));
    else props.onTimeClick(arg.dateStr);
  };

  return (
    <div className={classes.calendar} ref={wrapper}>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin]}
        timeZone={props.timeZone}
        initialView={props.initialView}
        initialDate={props.initialDate}
        headerToolbar={
          phone
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: views.join(',') }
        }
        footerToolbar={phone ? { center: phoneViews.join(',') } : undefined}
        buttonText={{
          today: 'Today',
          timeGridDay: 'Day',
          timeGridWeek: 'Week',
          dayGridMonth: 'Month',
          listWeek: 'List',
        }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'This $0' }}
        events={props.events}
        businessHours={props.businessHours}
        editable={props.editable}
        eventStartEditable={props.editable}
        eventDurationEditable={props.editable}
        selectable={false}
        navLinks
        eventInteractive
        navLinkDayClick={(date) => props.onDayClick(isoDate(date))}
        nowIndicator
        allDaySlot={false}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        scrollTime="08:00:00"
        snapDuration="00:15:00"
        height="auto"
        expandRows
        dayMaxEvents={phone ? 2 : 4}
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        noEventsContent="No sessions in these days. Book one with New session."
        datesSet={datesSet}
        eventClick={eventClick}
        eventDrop={moved}
        eventResize={moved}
        dateClick={dateClick}
        longPressDelay={400}
      />
    </div>
  );
}

/**
 * FullCalendar draws the arrows of its previous and next buttons as `role="img"` without a
 * name; the buttons are named by their hint, so the pictures are hidden from screen readers.
 */
function hideIconsFromReaders(root: HTMLElement | null): (() => void) | undefined {
  if (!root) return undefined;
  const hide = () => {
    for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) {
      icon.setAttribute('aria-hidden', 'true');
    }
  };
  hide();
  const observer = new MutationObserver(hide);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
