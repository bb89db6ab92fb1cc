import { paths } from '../../../app/paths';
import type { AccessView } from '../../access/use-access';

export type SettingsTab = { label: string; to: string };

/**
 * The settings pages as tabs: Profile, the directory profile (what clients choose by; for
 * whoever offers sessions, edit-scheduling), the practice's session types, availability and
 * calendar feed, coupons and support groups (the owner's to change: edit-scheduling; a scheduler can still open the first
 * two, read-only, by their paths), Billing (with the billing feature), Team (with the invite feature), Audit
 * events (for whoever owns the practice's audit events, as the server rules:
 * `ownsPracticeAudit`), Security and the access log. Until access is known only what needs no
 * feature shows.
 */
export function settingsTabs(
  access: AccessView | undefined,
  ownsPracticeAudit: boolean,
): SettingsTab[] {
  return [
    { label: 'Profile', to: paths.proSettings },
    ...(access?.features['edit-scheduling']
      ? [
          { label: 'Directory profile', to: paths.proDirectoryProfileSettings },
          { label: 'Session types', to: paths.proSessionTypesSettings },
          { label: 'Availability', to: paths.proAvailabilitySettings },
          { label: 'Calendar feed', to: paths.proCalendarFeedSettings },
          { label: 'Coupons', to: paths.proCouponsSettings },
          { label: 'Groups', to: paths.proGroupsSettings },
        ]
      : []),
    ...(access?.features.billing ? [{ label: 'Billing', to: paths.proBillingSettings }] : []),
    ...(access?.features.invite ? [{ label: 'Team', to: paths.proTeamSettings }] : []),
    ...(ownsPracticeAudit ? [{ label: 'Audit events', to: paths.proAuditEvents }] : []),
    { label: 'Security', to: paths.proSecuritySettings },
    { label: 'Who has seen my information', to: paths.proAccessLog },
  ];
}
