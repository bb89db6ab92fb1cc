import { paths } from '../../../app/paths';
import type { AccessView } from '../../access/use-access';

export type SettingsTab = { label: string; to: string };

/**
 * The settings pages as tabs: Profile, Billing (with the billing feature), Team and Audit
 * events (with the invite feature: those who run a practice), Security and the access log.
 * Until access is known only what needs no feature shows.
 */
export function settingsTabs(access: AccessView | undefined): SettingsTab[] {
  return [
    { label: 'Profile', to: paths.proSettings },
    ...(access?.features.billing ? [{ label: 'Billing', to: paths.proBillingSettings }] : []),
    ...(access?.features.invite
      ? [
          { label: 'Team', to: paths.proTeamSettings },
          { label: 'Audit events', to: paths.proAuditEvents },
        ]
      : []),
    { label: 'Security', to: paths.proSecuritySettings },
    { label: 'Who has seen my information', to: paths.proAccessLog },
  ];
}
