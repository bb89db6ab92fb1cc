import { isTimeZone, todayIn } from '@orchid/contracts/time';
import { useHydrating } from '../layout/use-hydrating';
import { useSession } from '../session/session';
import { browserTimeZone } from './browser-time-zone';

export { browserTimeZone };

/** Today as a calendar date where the person is: ages turn over on their own midnight. */
export const todayHere = (now: Date = new Date()): string => todayIn(browserTimeZone(), now);

/**
 * The one rule for the zone a person reads times in: user info's timezone when it names one
 * the browser knows, else the browser's own. A professional's "day" (an audit search, a
 * billing date) is then the same day on any device.
 */
export const viewerTimeZone = (user?: { timezone: string | null } | null): string =>
  user?.timezone && isTimeZone(user.timezone) ? user.timezone : browserTimeZone();

/**
 * The signed-in viewer's zone (viewerTimeZone). A page the server drew shows UTC, which it
 * cannot know better, and the viewer's from the render after hydration, so the two agree.
 */
export function useViewerTimeZone(): string {
  const { user } = useSession();
  const zone = viewerTimeZone(user);
  return useHydrating() ? 'UTC' : zone;
}
