import { lazy, Suspense } from 'react';
import { ScreenLoading } from '../../ui/screen-loading';

// The settings screen loads its form's code itself, so the directory's public screens, which
// share a chunk with this loader (directory-screens.ts), do not carry the form.
const DirectoryProfileSettings = lazy(() =>
  import('./directory-profile-settings-page').then((m) => ({
    default: m.DirectoryProfileSettingsPage,
  })),
);

/** /pro-dashboard/settings/directory-profile. */
export function DirectoryProfileSettingsRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <DirectoryProfileSettings />
    </Suspense>
  );
}
