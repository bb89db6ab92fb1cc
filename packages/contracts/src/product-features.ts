import type { PricedPlanClass } from './plans';

/**
 * What the product has, in one place: every feature a page, a plan card or a mail may sell,
 * with whether this version of the software really does it. Pages never write a feature's
 * words themselves; they name its key here, show a built one as included and an unbuilt one as
 * coming (or not at all). Flip `built` in the change that builds it, and the pricing cards, the
 * home pages and the "On the way" box follow (product-features.test.ts holds them to it).
 */
export const PRODUCT_FEATURES = {
  // Built: what a practice and its clients can use today.
  accounts: { built: true, label: 'Accounts for clients, guardians and professionals' },
  'two-step-sign-in': {
    built: true,
    label: '2-step verification, and a sign-out after an hour away',
  },
  profile: {
    built: true,
    label: 'A professional profile with your licenses, degrees and how clients should address you',
  },
  directory: { built: true, label: 'A listing in the directory, with your free times' },
  calendar: { built: true, label: 'Calendar and scheduling, with repeating sessions' },
  'online-booking': { built: true, label: 'Online booking, paid by card when a session has a fee' },
  'group-sessions': { built: true, label: 'Group sessions and support groups' },
  coupons: { built: true, label: 'Coupons for your sessions' },
  policies: { built: true, label: 'Your cancellation policy and fees, in one place' },
  team: {
    built: true,
    label: 'Your practice team: a front-desk scheduler who works on your behalf',
  },
  reminders: { built: true, label: 'Session reminders by e-mail' },
  'calendar-feed': { built: true, label: 'A calendar feed for the calendar app you already use' },
  'email-preferences': { built: true, label: 'E-mail preferences each person sets' },
  'access-log': { built: true, label: 'A log of who has seen each client’s information' },
  blog: { built: true, label: 'A blog, open to guest writers' },
  // Not built yet: shown as coming, never as included.
  'client-charts': { built: false, label: 'Client charts and treatment plans' },
  'notes-and-forms': { built: false, label: 'Clinical notes and intake forms' },
  assessments: { built: false, label: 'Assessments such as PHQ-9, scored over time' },
  messaging: { built: false, label: 'Secure messaging' },
  invoices: { built: false, label: 'Invoices, superbills and insurance claims' },
  autopay: { built: false, label: 'Autopay for client invoices' },
  telehealth: { built: false, label: 'Video sessions' },
  'ai-notes': { built: false, label: 'AI progress notes and session review' },
  'audio-recorder': { built: false, label: 'Session audio recorder' },
  'calendar-sync': { built: false, label: 'Two-way Google Calendar sync' },
  'file-storage': { built: false, label: 'Secure file storage' },
  'business-analytics': { built: false, label: 'Business analytics' },
  waitlist: { built: false, label: 'Waitlist' },
  'import-export': { built: false, label: 'Import from your old EHR, and export' },
} as const satisfies Record<string, { built: boolean; label: string }>;

export type ProductFeature = keyof typeof PRODUCT_FEATURES;
type Built<Flag extends boolean> = {
  [K in ProductFeature]: (typeof PRODUCT_FEATURES)[K]['built'] extends Flag ? K : never;
}[ProductFeature];
/** A key a page may list as included: a type error for an unbuilt one. */
export type BuiltFeature = Built<true>;
export type ComingFeature = Built<false>;

export const PRODUCT_FEATURE_KEYS = Object.keys(PRODUCT_FEATURES) as ProductFeature[];

export const isBuilt = (feature: ProductFeature): boolean => PRODUCT_FEATURES[feature].built;
export const featureLabel = (feature: ProductFeature): string => PRODUCT_FEATURES[feature].label;

/** What exists today, in the registry's order. */
export const BUILT_FEATURES = PRODUCT_FEATURE_KEYS.filter(isBuilt) as BuiltFeature[];
/** The "On the way" list: only what is not built. */
export const COMING_FEATURES = PRODUCT_FEATURE_KEYS.filter(
  (feature) => !isBuilt(feature),
) as ComingFeature[];

/**
 * What a plan is for, beyond the practice's essentials: a plan is sold only once all of it is
 * built. AI Only and the AI add-on (Core + AI) sell AI notes, so neither is sold before they
 * work; the server refuses their checkout and trial too.
 */
const PLAN_NEEDS = {
  core: [],
  complete: [],
  'ai-only': ['ai-notes'],
  'core-with-ai': ['ai-notes'],
} as const satisfies Record<PricedPlanClass, readonly ProductFeature[]>;

export function planOnSale(plan: PricedPlanClass): boolean {
  return PLAN_NEEDS[plan].every(isBuilt);
}
