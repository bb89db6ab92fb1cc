import { useHydrating } from '../layout/use-hydrating';
import { useSession } from '../session/session';
import { viewerTimeZone } from './time-zone';

/**
 * The signed-in viewer's zone (viewerTimeZone). A page the server drew shows UTC, which it
 * cannot know better, and the viewer's from the render after hydration, so the two agree.
 */
export function useViewerTimeZone(): string {
  const { user } = useSession();
  const zone = viewerTimeZone(user);
  return useHydrating() ? 'UTC' : zone;
}
