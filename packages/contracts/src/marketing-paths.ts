// The marketing pages' own addresses that the server names too (kept apart from the calls'
// schemas so the web's path table stays light).

/** Where a demo request lands when the operator has no scheduling page (DEMO_BOOKING_URL). */
export const DEMO_REQUESTED_PATH = '/demo-requested';

/** The product and marketing pages of §2, whose buttons' clicks are counted (click-counts.ts). */
export const MARKETING_PAGE_PATHS = {
  professionalHomepage: '/professional-homepage',
  measurementBasedCare: '/measurement-based-care',
  aiProgressNotes: '/ai-progress-note-generator',
  switchEhr: '/switch-ehr-orchid',
  partnerWithUs: '/partner-with-orchid',
  ehrSecurity: '/ehr-security',
  ehrCostSavings: '/ehr-cost-savings',
  ehrFaq: '/orchid-ehr-faq',
  writeForUs: '/write-for-us',
  aboutUs: '/about-us',
} as const;
