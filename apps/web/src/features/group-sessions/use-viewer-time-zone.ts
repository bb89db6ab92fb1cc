import { browserTimeZone } from '../../app/browser-time-zone';
import { useSession } from '../../app/session/session';

/** Meetings are shown on the reader's clock: their account's zone, else the browser's. */
export function useViewerTimeZone(): string {
  const { user } = useSession();
  return user?.timezone ?? browserTimeZone();
}
