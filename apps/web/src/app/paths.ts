import {
  POST_BLOG_CONFIRMATION_PATH,
  POST_BLOG_PATH,
  SECTION_PATHS,
  THANKS_FOR_SHARING_PATH,
} from '@orchid/contracts/blog-paths';
import {
  CONFIRM_EMAIL_PATH,
  EMAIL_PREFERENCE_PATH,
  MEMBER_REGISTER_PATH,
  mailLinks,
  RESET_PASSWORD_PATH,
  TEAM_INVITE_PATH,
} from '@orchid/contracts/mail-links';
import { DEMO_REQUESTED_PATH, MARKETING_PAGE_PATHS } from '@orchid/contracts/marketing-paths';
import type { PricingSelection, SubPeriod } from '@orchid/contracts/plans';
import {
  CHECKOUT_CANCEL_PATH,
  PAYMENT_CONFIRMATION_PATH,
  pricingPath,
} from '@orchid/contracts/pricing-paths';
import type { QuickIntakeStep } from '@orchid/contracts/professionals';

// Every path of the web app, once (accounts-and-access §2, booking-practice-and-marketing §2).
// The paths are the spec's and a contract: links in mails, bookmarks and the payment
// provider's return addresses point at them, so they never change here. The route table, the
// links, the redirects, the guards and the menus all read them from this file. Paths the
// payment flow returns to come from contracts, where the server reads them too.

const proDashboard = '/pro-dashboard';
const proSettings = `${proDashboard}/settings`;
const memberDashboard = '/member-dashboard';

export const paths = {
  home: '/',
  login: '/login',
  getStarted: '/get-started',
  memberRegister: MEMBER_REGISTER_PATH,
  professionalRegister: '/professional-register',
  /** The member intake on a page of its own. */
  memberIntakeForm: '/member-intake-form',
  /** The professional's onboarding steps; the step is the hash (see `quickIntakeStep`). */
  quickIntake: '/quick-intake',
  confirmEmail: CONFIRM_EMAIL_PATH,
  /** With `?token=`: see `teamInviteLink`. */
  teamInvite: TEAM_INVITE_PATH,
  resetPassword: RESET_PASSWORD_PATH,
  pricing: '/pricing',
  checkoutCancel: CHECKOUT_CANCEL_PATH,
  /** The route of one plan's checkout; links to it are built by `planCheckout`. */
  planCheckoutRoute: '/pricing/:sub_class/:sub_period/:type',
  paymentConfirmation: PAYMENT_CONFIRMATION_PATH,
  pageNotFound: '/page-not-found',
  /** The professional landing, and the product and marketing pages of §2. */
  ...MARKETING_PAGE_PATHS,
  // The legal pages.
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  acceptableUsePolicy: '/AUP',
  clinicianAiPrivacyPolicy: '/clinician-ai-privacy-policy',
  waiverOfLiability: '/waiver-of-liability',
  independentContractorAgreement: '/independent-contractor-agreement',

  proDashboard,
  proHomepage: `${proDashboard}/homepage`,
  proSchedule: `${proDashboard}/schedule`,
  proPolicies: `${proDashboard}/policies`,
  /** Only its background exists, shown while a professional's signup is unfinished. */
  proSessionReview: `${proDashboard}/session-review`,
  proSettings,
  proBillingSettings: `${proSettings}/billing`,
  proTeamSettings: `${proSettings}/team`,
  proSecuritySettings: `${proSettings}/security`,
  proAccessLog: `${proSettings}/access-log`,
  proAuditEvents: `${proSettings}/audit-events`,
  proSessionTypesSettings: `${proSettings}/session-types`,
  proAvailabilitySettings: `${proSettings}/availability`,
  proCalendarFeedSettings: `${proSettings}/calendar-feed`,
  /** What clients choose by in the directory: biography, photo, custom address. */
  proDirectoryProfileSettings: `${proSettings}/directory-profile`,
  /** Codes clients type in the booking checkout. */
  proCouponsSettings: `${proSettings}/coupons`,
  /** Support groups the practice publishes, with their rosters. */
  proGroupsSettings: `${proSettings}/groups`,

  memberDashboard,
  memberHomepage: `${memberDashboard}/homepage`,
  memberProfile: `${memberDashboard}/profile`,
  memberEditProfile: `${memberDashboard}/edit-profile`,
  memberSessions: `${memberDashboard}/sessions`,
  memberAccessLog: `${memberDashboard}/access-log`,
  memberSwitchAccounts: `${memberDashboard}/switch-accounts`,

  // The directory (accounts-and-access §2): the search, its pre-filtered pages by specialty
  // (see `directoryFor`), a professional's page and a practice's (the catch-all route).
  professionalSearch: '/professional-search',
  book: '/book',
  /** One state's therapists: see `therapistsIn` (and directory-paths.ts's `directoryFor`). */
  therapists: '/therapists',
  /** The route of one professional's public page: see `professionalProfile`. */
  professionalProfileRoute: '/professional-search/:id_or_custom_url',
  /**
   * The booking checkout (`checkout`) and a booking's confirmation (`checkout-confirm/{id}`):
   * see `professionalCheckout` and `professionalCheckoutConfirm`.
   */
  professionalCheckoutRoute: '/professional-search/:id_or_custom_url/:checkout/:timeslot_id?',
  /** The route of a practice's page, after every other route: see `practicePage`. */
  practicePageRoute: '/:practice_group_name',

  // Group sessions (support groups): the open groups, and one group's page, checkout
  // (`checkout`) and a seat's confirmation (`checkout-confirm/{timeslot_id}`); the builders
  // are features/group-sessions/group-paths.ts.
  groupSession: '/group-session',
  groupSessionSeriesRoute:
    '/group-session/series/:group_sessions_series_id/:checkout?/:timeslot_id?',

  /** The operator's desk; its tabs (/admin/{tab}) are features/operators/desk-tabs.tsx. */
  admin: '/admin',
  /**
   * E-mail preferences, and its update, unsubscribe and resubscribe pages (the contracts'
   * emailPreferencePaths, where mails link; most come with a mail's `?token=`).
   */
  emailPreference: EMAIL_PREFERENCE_PATH,

  // The blog and the press page: a section, a category of it or one entry (one segment under
  // the section; builders: contracts' sectionItemPath), and the guest author's pages.
  blogs: SECTION_PATHS.blog,
  /** The section, a category or an entry: the route of all three. */
  blogRoute: `${SECTION_PATHS.blog}/:item?`,
  press: SECTION_PATHS.press,
  pressRoute: `${SECTION_PATHS.press}/:item?`,
  postBlog: POST_BLOG_PATH,
  postBlogConfirmation: POST_BLOG_CONFIRMATION_PATH,
  thanksForSharing: THANKS_FOR_SHARING_PATH,

  // Pages of the spec whose screens are not built yet: links to them reach the not-found
  // page until they are, and the shell already knows which bars they show.
  welcome: '/welcome',
  groupVideoChat: '/group-video-chat',
  /** And /video-chat-2: every path that begins so. */
  videoChat: '/video-chat',
  /** A short video link: /v/{code}. */
  videoLink: '/v',
  /** A segment of checkout confirmation pages, wherever it appears. */
  checkoutConfirmSegment: 'checkout-confirm',

  // The public site's own pages (the product and marketing pages are above).
  /** Help topics, contact and crisis resources. */
  support: '/support',
  /** Gentle self-checks: pick a feeling, or how today is going. Nothing is stored or sent. */
  feelings: '/feelings',
  dailyMoods: '/daily-moods',
  /** The thank-you page after a demo request, when the operator has no scheduling page. */
  demoRequested: DEMO_REQUESTED_PATH,
} as const;

// ---- Paths with parameters -------------------------------------------------------------------

/** /pricing/{sub_class}/{sub_period}/{type}: one plan's checkout (the route `planCheckoutRoute`). */
export const planCheckout = (selection: PricingSelection): string => pricingPath(selection);

/** The pricing page showing the period's prices (monthly is its default). */
export const pricingFor = (period: SubPeriod): string =>
  period === 'annual' ? `${paths.pricing}?period=annual` : paths.pricing;

/** One step of the quick intake. */
export const quickIntakeStep = (step: QuickIntakeStep): string => `${paths.quickIntake}#${step}`;

/** The team invitation a mail links to. */
export const teamInviteLink = (token: string): string => mailLinks.teamInvite(token);

/** One state's therapists, by the state's slug. */
export const therapistsIn = (stateSlug: string): string => `${paths.therapists}/${stateSlug}`;

// The directory's pages with parameters (a specialty and state, a professional, the checkout,
// a practice) are built by features/directory/directory-paths.ts: kept out of the first
// page's bundle, over its budget otherwise.
