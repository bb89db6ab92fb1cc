import type { AccessView } from '../../access/use-access';

export type SettingsTab = { label: string; to: string };

export const settingsPath = '/pro-dashboard/settings';

/**
 * The settings pages as tabs: Profile, Billing (with the billing feature), Team and Audit
 * events (with the invite feature: those who run a practice), Security and the access log.
 * Until access is known only what needs no feature shows.
 */
export function settingsTabs(access: AccessView | undefined): SettingsTab[] {
  return [
    { label: 'Profile', to: settingsPath },
    ...(access?.features.billing ? [{ label: 'Billing', to: `${settingsPath}/billing` }] : []),
    ...(access?.features.invite
      ? [
          { label: 'Team', to: `${settingsPath}/team` },
          { label: 'Audit events', to: `${settingsPath}/audit-events` },
        ]
      : []),
    { label: 'Security', to: `${settingsPath}/security` },
    { label: 'Who has seen my information', to: `${settingsPath}/access-log` },
  ];
}
