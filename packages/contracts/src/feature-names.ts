import type { Role } from './accounts';

// The features and the role table of feature-access.ts, without zod: the web's navigation,
// on every page, reads them before any schema is loaded.

export const FEATURE_NAMES = [
  // In the role table (some also in the plan table).
  'dashboard',
  'business-analytics',
  'notes-and-forms',
  'billing',
  'messaging',
  'invite',
  'calendar-sync',
  'client-chart-notes',
  'client-chart-medication-history',
  'client-chart-treatment-plans',
  'client-chart-measurements',
  'client-chart-attachments',
  'edit-scheduling',
  'calendar',
  'patient-charts',
  'orchid-storage',
  'settings',
  'policies',
  // Only in the plan table.
  'ai-sidebar',
  'ai-settings',
  'full-settings',
  'session-audio-upload',
  'group-sessions',
  'can-contact-professionals',
  'load-previous-note',
  'note-file-upload',
  'ai-patient-chart',
  'ai-home',
  'ai-session-review',
  'audio-recorder',
  'waitlist',
  'medication-history',
  'autopay',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

const OWNER_ONLY = ['OWNER'] as const satisfies readonly Role[];
const BOTH_ROLES = ['OWNER', 'PRACTICE_SCHEDULER'] as const satisfies readonly Role[];

/** Feature access by role (§6): the roles allowed each feature the table names. */
export const ROLE_FEATURES = {
  dashboard: OWNER_ONLY,
  'business-analytics': OWNER_ONLY,
  'notes-and-forms': OWNER_ONLY,
  billing: OWNER_ONLY,
  messaging: OWNER_ONLY,
  invite: OWNER_ONLY,
  'calendar-sync': OWNER_ONLY,
  'client-chart-notes': OWNER_ONLY,
  'client-chart-medication-history': OWNER_ONLY,
  'client-chart-treatment-plans': OWNER_ONLY,
  'client-chart-measurements': OWNER_ONLY,
  'client-chart-attachments': OWNER_ONLY,
  'edit-scheduling': OWNER_ONLY,
  calendar: BOTH_ROLES,
  'patient-charts': BOTH_ROLES,
  'orchid-storage': BOTH_ROLES,
  settings: BOTH_ROLES,
  policies: BOTH_ROLES,
} as const satisfies Partial<Record<FeatureName, readonly Role[]>>;

type RoleFeature = keyof typeof ROLE_FEATURES;

function isRoleFeature(feature: FeatureName): feature is RoleFeature {
  return Object.hasOwn(ROLE_FEATURES, feature);
}

/** A feature the role table does not name is open to every role; no role means OWNER. */
export function roleAllows(role: Role | null | undefined, feature: FeatureName): boolean {
  if (!isRoleFeature(feature)) return true;
  const allowed: readonly Role[] = ROLE_FEATURES[feature];
  return allowed.includes(role ?? 'OWNER');
}
