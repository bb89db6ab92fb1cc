import { FEATURE_NAMES } from '@orchid/contracts/feature-access';
import { describe, expect, it } from 'vitest';
import type { AccessView } from '../../access/use-access';
import { settingsTabs } from './settings-tabs';

const access = (allowed: (typeof FEATURE_NAMES)[number][]): AccessView => ({
  platform_access: true,
  features: Object.fromEntries(
    FEATURE_NAMES.map((feature) => [feature, allowed.includes(feature)]),
  ) as AccessView['features'],
});

describe('settings tabs', () => {
  it('gives practice owners billing, their team and its audit events', () => {
    expect(settingsTabs(access(['billing', 'invite']), true).map((tab) => tab.to)).toEqual([
      '/pro-dashboard/settings',
      '/pro-dashboard/settings/billing',
      '/pro-dashboard/settings/team',
      '/pro-dashboard/settings/audit-events',
      '/pro-dashboard/settings/security',
      '/pro-dashboard/settings/access-log',
    ]);
  });

  it('gives schedulers, and everyone until access is known, profile, security and the access log', () => {
    const labels = ['Profile', 'Security', 'Who has seen my information'];
    expect(settingsTabs(access(['settings']), false).map((tab) => tab.label)).toEqual(labels);
    expect(settingsTabs(undefined, false).map((tab) => tab.label)).toEqual(labels);
  });

  it('gives the owner who edits scheduling the session types, availability, calendar feed, coupons and groups', () => {
    expect(
      settingsTabs(access(['calendar', 'edit-scheduling', 'billing']), false).map(
        (tab) => tab.label,
      ),
    ).toEqual([
      'Profile',
      'Directory profile',
      'Session types',
      'Availability',
      'Calendar feed',
      'Coupons',
      'Groups',
      'Billing',
      'Security',
      'Who has seen my information',
    ]);
    expect(settingsTabs(access(['calendar', 'settings']), false).map((tab) => tab.label)).toEqual([
      'Profile',
      'Security',
      'Who has seen my information',
    ]);
  });

  it('shows the audit events by who owns them, not by the invite feature', () => {
    // A clinician (OWNER role) on another owner's team has the invite feature, not the log.
    const clinician = settingsTabs(access(['billing', 'invite']), false).map((tab) => tab.label);
    expect(clinician).toContain('Team');
    expect(clinician).not.toContain('Audit events');
    expect(settingsTabs(access(['settings']), true).map((tab) => tab.label)).toContain(
      'Audit events',
    );
  });
});
