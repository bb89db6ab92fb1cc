import { lazy, Suspense } from 'react';
import { ScreenLoading } from '../../ui/screen-loading';

// Group sessions' pages load their code themselves: the route table reaches them through the
// directory's screens (directory-screens.ts), so '/' carries no import of its own for them.
const GroupSessionScreen = lazy(() =>
  import('./group-session-screens').then((m) => ({ default: m.GroupSessionScreen })),
);
const GroupsSettings = lazy(() =>
  import('./groups-settings-page').then((m) => ({ default: m.GroupsSettingsPage })),
);

/** /group-session and /group-session/series/{id} with its /checkout and /checkout-confirm. */
export function GroupSessionRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <GroupSessionScreen />
    </Suspense>
  );
}

/** /pro-dashboard/settings/groups. */
export function GroupsSettingsRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <GroupsSettings />
    </Suspense>
  );
}
