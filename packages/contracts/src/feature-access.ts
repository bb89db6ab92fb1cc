import { z } from 'zod';
import type { Role } from './accounts';
import { FEATURE_NAMES, type FeatureName, ROLE_FEATURES, roleAllows } from './feature-names';
import { PLAN_CLASS_LABELS, PLAN_CLASSES, type PlanClass } from './plans';

// Which professional may use which feature (accounts-and-access §6): one table by team role
// (feature-names.ts, which the web's navigation reads without zod), one by plan. Names are
// the spec's, verbatim; the server's guards and the web's menus both read them from here.

export { FEATURE_NAMES, type FeatureName, ROLE_FEATURES, roleAllows };
export const FeatureNameSchema = z.enum(FEATURE_NAMES);

const ALL_PLANS = PLAN_CLASSES;
const allPlansExcept = (excluded: PlanClass): readonly PlanClass[] =>
  PLAN_CLASSES.filter((plan) => plan !== excluded);

/** Feature access by plan (§6): the plans that include each feature the table names. */
export const PLAN_FEATURES = {
  'ai-sidebar': ['complete', 'core-with-ai', 'ai-only'],
  'ai-settings': ['complete', 'core-with-ai', 'ai-only'],
  'full-settings': allPlansExcept('ai-only'),
  'patient-charts': allPlansExcept('ai-only'),
  calendar: allPlansExcept('ai-only'),
  'notes-and-forms': ALL_PLANS,
  messaging: ALL_PLANS,
  'session-audio-upload': ['complete', 'core-with-ai', 'enterprise'],
  'group-sessions': ['complete', 'enterprise'],
  'business-analytics': ['complete', 'enterprise'],
  'orchid-storage': ['complete', 'enterprise'],
  'calendar-sync': ['complete', 'enterprise'],
  'can-contact-professionals': ['complete', 'enterprise'],
  'load-previous-note': ['complete', 'enterprise'],
  'note-file-upload': ['complete', 'enterprise'],
  'ai-patient-chart': ['ai-only'],
  'ai-home': ['ai-only'],
  'ai-session-review': allPlansExcept('enterprise'),
  'audio-recorder': ['complete', 'core-with-ai', 'ai-only'],
  waitlist: ['complete', 'core', 'core-with-ai'],
  'medication-history': ['complete'],
  autopay: ['complete'],
} as const satisfies Partial<Record<FeatureName, readonly PlanClass[]>>;

type PlanFeature = keyof typeof PLAN_FEATURES;

function isPlanFeature(feature: FeatureName): feature is PlanFeature {
  return Object.hasOwn(PLAN_FEATURES, feature);
}

/** A feature the plan table does not name is in every plan. */
export function planAllows(plan: PlanClass, feature: FeatureName): boolean {
  const plans: readonly PlanClass[] = isPlanFeature(feature) ? PLAN_FEATURES[feature] : ALL_PLANS;
  return plans.includes(plan);
}

/** The plans that include a feature, in the order of PLAN_CLASSES. */
export function plansWith(feature: FeatureName): readonly PlanClass[] {
  return PLAN_CLASSES.filter((plan) => planAllows(plan, feature));
}

/**
 * The "paid features" of the amhc restriction (§6). Read as: the features a plan decides
 * and that not every plan has. notes-and-forms and messaging, in every plan, stay; features
 * only the role table names are not sold by plan and stay too.
 */
export const PAID_FEATURES: readonly FeatureName[] = FEATURE_NAMES.filter(
  (feature) => plansWith(feature).length < PLAN_CLASSES.length,
);

/** What decides access: the plan state's plan_type and restriction, and the team role. */
export type AccessSubject = {
  plan_type: PlanClass;
  role: Role | null | undefined;
  /** From planState: amhc signup channel without a subscription, not exempt. */
  restricted_paid_features: boolean;
};

type Denial = 'role' | 'plan' | 'restriction';

/**
 * A feature in both tables needs both, one in a single table needs that one, and the amhc
 * restriction withholds PAID_FEATURES. The role goes first: a scheduler cannot fix it by
 * changing plan.
 */
function denial(subject: AccessSubject, feature: FeatureName): Denial | undefined {
  if (!roleAllows(subject.role, feature)) return 'role';
  if (!planAllows(subject.plan_type, feature)) return 'plan';
  if (subject.restricted_paid_features && PAID_FEATURES.includes(feature)) return 'restriction';
  return undefined;
}

/**
 * Whether the subject may use the feature. Platform access (subscription and approval) is a
 * separate guard, checked before any feature.
 */
export function canUse(subject: AccessSubject, feature: FeatureName): boolean {
  return denial(subject, feature) === undefined;
}

const featureMaps = new Map<string, Readonly<Record<FeatureName, boolean>>>();
// The maps' key names every field of AccessSubject: a field added there fails to compile here
// until the key takes it too.
const keyedFields = { plan_type: 0, role: 1, restricted_paid_features: 2 } as const;
void (keyedFields satisfies Record<keyof AccessSubject, number>);

/**
 * Every feature at once, for the web's menus and the access answer. It depends only on the
 * plan, the role and the restriction (a few dozen combinations), so each map is worked out
 * once and shared, frozen: GET access asks on every call.
 */
export function featureAccess(subject: AccessSubject): Readonly<Record<FeatureName, boolean>> {
  const key = `${subject.plan_type} ${subject.role ?? ''} ${subject.restricted_paid_features}`;
  let features = featureMaps.get(key);
  if (!features) {
    features = Object.freeze(
      Object.fromEntries(
        FEATURE_NAMES.map((feature) => [feature, canUse(subject, feature)]),
      ) as Record<FeatureName, boolean>,
    );
    featureMaps.set(key, features);
  }
  return features;
}

/** Why the subject may not use the feature, worded for a 403 detail; undefined when it may. */
export function missingAccessReason(
  subject: AccessSubject,
  feature: FeatureName,
): string | undefined {
  const reason = denial(subject, feature);
  if (reason === undefined) return undefined;
  if (reason === 'role') return `Your role (${subject.role ?? 'OWNER'}) does not allow ${feature}.`;
  const availableOn = `Available on: ${plansWith(feature)
    .map((plan) => PLAN_CLASS_LABELS[plan])
    .join(', ')}.`;
  return reason === 'plan'
    ? `Your plan does not include ${feature}. ${availableOn}`
    : `A subscription is needed for ${feature}. ${availableOn}`;
}
