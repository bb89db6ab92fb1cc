import type { Appointment } from '@orchid/contracts/appointments';
import type { Availability, BlockedInterval } from '@orchid/contracts/scheduling';
import { QueryView } from '../../ui/query-view';
import { AddToCalendarPanel } from './add-to-calendar-panel';
import { AvailabilityPeriodForm } from './availability-period-form';
import { BlockedDetailsPanel, EditBlockedForm } from './blocked-panels';
import { DayPreviewPanel } from './day-preview-panel';
import { EditSessionForm } from './edit-session-form';
import { NewSessionForm } from './new-session-form';
import type { useSessionTypes } from './schedule-queries';
import { SessionDetailsPanel } from './session-details-panel';
import { noPanel, type SidePanel } from './side-panel';

type SidePanelContentProps = {
  panel: SidePanel;
  availability: Availability & { saved: boolean };
  appointments: readonly Appointment[];
  blocks: readonly BlockedInterval[];
  sessionTypes: ReturnType<typeof useSessionTypes>;
  setPanel: (panel: SidePanel) => void;
  /** Sessions were booked or moved: the calendar shows where (the first one's start). */
  onSessionsChanged: (start: string) => void;
  onOpenDay: (date: string) => void;
};

/** What the open side panel shows (§2 "Calendar side panels"). */
export function SidePanelContent(props: SidePanelContentProps) {
  const { panel, setPanel, sessionTypes } = props;
  switch (panel.kind) {
    case 'none':
      return null;
    case 'session-details':
      return (
        <SessionDetailsPanel
          appointment={panel.appointment}
          onEdit={() => setPanel({ kind: 'edit-session', appointment: panel.appointment })}
          onAddToCalendar={() =>
            setPanel({ kind: 'add-to-calendar', appointment: panel.appointment })
          }
        />
      );
    case 'edit-session':
      return (
        <QueryView query={sessionTypes} failedMessage="We could not load your session types">
          {(types) => (
            <EditSessionForm
              appointment={panel.appointment}
              sessionTypes={types}
              onSaved={props.onSessionsChanged}
            />
          )}
        </QueryView>
      );
    case 'add-to-calendar':
      return <AddToCalendarPanel appointment={panel.appointment} />;
    case 'blocked-details':
      return (
        <BlockedDetailsPanel
          block={panel.block}
          onEdit={() => setPanel({ kind: 'edit-blocked', block: panel.block })}
          onDeleted={() => setPanel(noPanel)}
        />
      );
    case 'edit-blocked':
      return (
        <EditBlockedForm
          block={panel.block}
          date={panel.date}
          time={panel.time}
          onSaved={(block) => setPanel({ kind: 'blocked-details', block })}
        />
      );
    case 'day-preview':
      return (
        <DayPreviewPanel
          date={panel.date}
          availability={props.availability}
          appointments={props.appointments}
          blocks={props.blocks}
          onSession={(appointment) => setPanel({ kind: 'session-details', appointment })}
          onBlock={(block) => setPanel({ kind: 'blocked-details', block })}
          onNewSession={() => setPanel({ kind: 'new-session', date: panel.date })}
          onBlockTime={() => setPanel({ kind: 'edit-blocked', date: panel.date })}
          onEditHours={() => setPanel({ kind: 'edit-availability-period', date: panel.date })}
          onOpenDay={() => props.onOpenDay(panel.date)}
        />
      );
    case 'edit-availability-period':
      return (
        <AvailabilityPeriodForm
          date={panel.date}
          availability={props.availability}
          onSaved={() => setPanel({ kind: 'day-preview', date: panel.date })}
        />
      );
    case 'new-session':
      return (
        <QueryView query={sessionTypes} failedMessage="We could not load your session types">
          {(types) => (
            <NewSessionForm
              sessionTypes={types}
              date={panel.date}
              time={panel.time}
              onCreated={props.onSessionsChanged}
            />
          )}
        </QueryView>
      );
  }
}
