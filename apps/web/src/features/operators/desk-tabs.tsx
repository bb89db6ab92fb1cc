import { Badge, VisuallyHidden } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { paths } from '../../app/paths';
import { useFailedJobs, useWaitingProfessionals } from './desk-queries';

/**
 * A tab of the operator's desk, at /admin/{slug}. To add one (docs/operators.md): write its
 * screen, give it its calls under the contracts' ADMIN_API (routes with access: 'operator',
 * a row in the authorization matrix), and add an entry to `deskTabs`, in the order the desk
 * shows them. The first tab is where /admin opens.
 */
export type DeskTab = {
  slug: string;
  label: string;
  /** The tab's screen, loaded when the tab is first opened. */
  Screen: LazyExoticComponent<ComponentType>;
  /** How many things wait for the operator there, beside the label (nothing when none). */
  Count?: ComponentType;
};

export const deskTabPath = (slug: string) => `${paths.admin}/${slug}`;

/** A count of waiting things beside a tab's label, read as "3 waiting". */
export function WaitingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" variant="light" circle={count < 10}>
      {count}
      <VisuallyHidden> waiting</VisuallyHidden>
    </Badge>
  );
}

const WaitingProfessionalsTab = lazy(() =>
  import('./waiting-professionals-tab').then((m) => ({ default: m.WaitingProfessionalsTab })),
);
const FailedJobsTab = lazy(() =>
  import('./failed-jobs-tab').then((m) => ({ default: m.FailedJobsTab })),
);
const BlogEntriesTab = lazy(() =>
  import('../blog/admin/entries-admin-page').then((m) => ({ default: m.EntriesAdminPage })),
);
const BlogSubmissionsTab = lazy(() =>
  import('../blog/admin/submissions-admin-page').then((m) => ({
    default: m.SubmissionsAdminPage,
  })),
);

const DemoRequestsTab = lazy(() =>
  import('../marketing/admin/demo-requests-admin-page').then((m) => ({
    default: m.DemoRequestsAdminPage,
  })),
);
const LeadsTab = lazy(() =>
  import('../marketing/admin/leads-admin-page').then((m) => ({ default: m.LeadsAdminPage })),
);
const ClickCountsTab = lazy(() =>
  import('../marketing/admin/click-counts-admin-page').then((m) => ({
    default: m.ClickCountsAdminPage,
  })),
);

export const deskTabs: readonly DeskTab[] = [
  {
    slug: 'professionals',
    label: 'Professionals to approve',
    Screen: WaitingProfessionalsTab,
    Count: () => <WaitingBadge count={useWaitingProfessionals().data?.total} />,
  },
  {
    slug: 'jobs',
    label: 'Failed jobs',
    Screen: FailedJobsTab,
    Count: () => <WaitingBadge count={useFailedJobs().data?.total} />,
  },
  { slug: 'blog', label: 'Blog and press', Screen: BlogEntriesTab },
  // Where the mail that tells of a submission links (modules/blog/submissions.ts).
  { slug: 'blog-submissions', label: 'Blog submissions', Screen: BlogSubmissionsTab },
  // Where the mail that tells of a demo request links (modules/marketing/demo-requests.ts).
  { slug: 'demo-requests', label: 'Demo requests', Screen: DemoRequestsTab },
  { slug: 'leads', label: 'Leads', Screen: LeadsTab },
  { slug: 'clicks', label: 'Button clicks', Screen: ClickCountsTab },
];
