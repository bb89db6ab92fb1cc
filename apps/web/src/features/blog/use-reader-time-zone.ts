import { useHydrating } from '../../app/layout/use-hydrating';
import { useViewerTimeZone } from '../group-sessions/use-viewer-time-zone';

/**
 * The zone dates are shown in: the reader's (their account's, else the browser's). A page the
 * server drew shows UTC, which it cannot know better, and the reader's from the render after
 * hydration, so the two renders agree.
 */
export function useReaderTimeZone(): string {
  const zone = useViewerTimeZone();
  return useHydrating() ? 'UTC' : zone;
}
