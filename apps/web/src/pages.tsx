import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from './app/paths';
import { DIRECTORY_SPECIALTY_ROUTES } from './features/directory/specialty-routes';

// Every page of the web app, once: its path (app/paths.ts), its screen, loaded when the page is
// first visited, and, for a public page, how search engines may treat it and, when the server
// sends it to a guest already drawn, where its head is. router.tsx builds the route table from it,
// prerender.tsx draws the pages, and the server (through prerender.tsx) serves them and lists
// them in sitemap.xml. Paths whose screens are not built yet fall through to the not-found
// page; there are no placeholder pages.

/** A module of screens as import.meta.glob gives it: its path from here, and its loader. */
type ScreenModule = Record<string, () => Promise<unknown>>;

/** A page's screen: an export of a module that is a chunk of its own (or shared, see below). */
export type Screen = {
  /** The module's key in the build's manifest (src/...): its chunks come with a drawn page. */
  module: string;
  load: () => Promise<Record<string, unknown>>;
  /** The export that draws the page. */
  component: string;
};

/** A screen's export by default: its module's name (home-page.tsx: HomePage). */
const componentOf = (file: string): string =>
  (file.split('/').at(-1) ?? '')
    .replace(/\..*$/, '')
    .replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

function screen(glob: ScreenModule, component?: string): Screen {
  const [found] = Object.entries(glob);
  if (!found) throw new Error(`the module of a screen (${component ?? 'pages.tsx'}) is missing`);
  const [file, load] = found;
  return {
    module: `src/${file.slice('./'.length)}`,
    load: load as Screen['load'],
    component: component ?? componentOf(file),
  };
}

/**
 * How search engines may treat a page: 'listed' pages are in sitemap.xml (the server's), and
 * 'unlisted' ones may be found but are not offered; 'noindex' pages ask not to be indexed
 * (a step of a signup, say).
 */
export type Indexing = 'listed' | 'unlisted' | 'noindex';

export type Page = {
  /** Nested pages give their whole path; an index page takes its parent's address. */
  path?: string;
  index?: true;
  screen?: Screen;
  element?: ReactNode;
  /** A public page's, for search engines. */
  indexing?: Indexing;
  /**
   * For a page the server sends a guest already drawn (prerender.tsx): the export of its
   * screen's module that gives its title (as the page sets it, without the brand) and
   * description, for the head with its canonical link and Open Graph tags.
   */
  head?: string;
  /** Another address with the same page, which the canonical link names instead. */
  canonicalPath?: string;
  children?: Page[];
};

// Screens that share one chunk share one loader: each import() carries the list of chunks it
// preloads, and this table is in the first page's bundle (its budget).
const directoryScreens = import.meta.glob('./features/directory/directory-screens.ts');
const blogScreens = import.meta.glob('./features/blog/blog-screens.ts');
const infoScreens = import.meta.glob('./features/info/info-screens.ts');
const productScreens = import.meta.glob('./features/marketing/product-screens.ts');
const notFoundScreen = screen(import.meta.glob('./features/not-found/not-found-page.tsx'));
const notFound: Page = { path: '*', screen: notFoundScreen };
const whoHasSeen = import.meta.glob('./features/access-log/who-has-seen-page.tsx');
const dashboardLayouts = import.meta.glob('./features/dashboard/dashboard-layout.tsx');
const directorySearch = screen(directoryScreens, 'DirectorySearchPage');

export const pages: Page[] = [
  {
    index: true,
    path: paths.home,
    screen: screen(import.meta.glob('./features/home/home-page.tsx')),
    indexing: 'listed',
    head: 'homeHead',
  },
  {
    path: paths.login,
    screen: screen(import.meta.glob('./features/accounts/login/login-page.tsx')),
    indexing: 'unlisted',
    head: 'loginHead',
  },
  {
    path: paths.getStarted,
    screen: screen(import.meta.glob('./features/accounts/get-started/get-started-page.tsx')),
  },
  {
    path: paths.memberRegister,
    screen: screen(import.meta.glob('./features/accounts/register/member-register-page.tsx')),
  },
  {
    path: paths.professionalRegister,
    screen: screen(import.meta.glob('./features/accounts/register/professional-register-page.tsx')),
  },
  {
    path: paths.memberIntakeForm,
    screen: screen(import.meta.glob('./features/members/intake/member-intake-page.tsx')),
  },
  {
    path: paths.quickIntake,
    screen: screen(import.meta.glob('./features/professionals/quick-intake/quick-intake-page.tsx')),
    indexing: 'noindex',
    head: 'quickIntakeHead',
  },
  {
    path: paths.confirmEmail,
    screen: screen(import.meta.glob('./features/accounts/verify-email/confirm-email-page.tsx')),
  },
  {
    path: paths.teamInvite,
    screen: screen(import.meta.glob('./features/teams/team-invite-page.tsx')),
  },
  {
    path: paths.resetPassword,
    screen: screen(import.meta.glob('./features/accounts/password/reset-password-page.tsx')),
  },
  {
    path: paths.pricing,
    screen: screen(import.meta.glob('./features/subscriptions/pricing-page.tsx')),
    indexing: 'listed',
    head: 'pricingHead',
  },
  {
    path: paths.checkoutCancel,
    screen: screen(import.meta.glob('./features/subscriptions/checkout-cancel-page.tsx')),
  },
  {
    path: paths.planCheckoutRoute,
    screen: screen(import.meta.glob('./features/subscriptions/plan-checkout-page.tsx')),
  },
  {
    path: paths.paymentConfirmation,
    screen: screen(import.meta.glob('./features/subscriptions/payment-confirmation-page.tsx')),
  },
  {
    path: paths.professionalHomepage,
    screen: screen(import.meta.glob('./features/home/professional-landing-page.tsx')),
    indexing: 'listed',
    head: 'professionalLandingHead',
  },
  // The marketing module's pages (docs/marketing.md).
  {
    path: paths.partnerWithUs,
    screen: screen(import.meta.glob('./features/marketing/partner-page.tsx')),
    indexing: 'listed',
    head: 'partnerHead',
  },
  {
    path: paths.demoRequested,
    screen: screen(import.meta.glob('./features/marketing/demo-requested-page.tsx')),
  },
  // The product's marketing pages (features/marketing), one chunk together but the calculator.
  {
    path: paths.ehrCostSavings,
    screen: screen(import.meta.glob('./features/marketing/savings-calculator-page.tsx')),
    indexing: 'listed',
    head: 'savingsCalculatorHead',
  },
  {
    path: paths.measurementBasedCare,
    screen: screen(productScreens, 'MeasurementBasedCarePage'),
    indexing: 'listed',
    head: 'measurementBasedCareHead',
  },
  {
    path: paths.aiProgressNotes,
    screen: screen(productScreens, 'AiProgressNotesPage'),
    indexing: 'listed',
    head: 'aiProgressNotesHead',
  },
  {
    path: paths.switchEhr,
    screen: screen(productScreens, 'SwitchEhrPage'),
    indexing: 'listed',
    head: 'switchEhrHead',
  },
  // The legal pages, one chunk each.
  {
    path: paths.termsOfUse,
    screen: screen(import.meta.glob('./features/legal/terms-of-use-page.tsx')),
    indexing: 'listed',
    head: 'head',
  },
  {
    path: paths.privacyPolicy,
    screen: screen(import.meta.glob('./features/legal/privacy-policy-page.tsx')),
    indexing: 'listed',
    head: 'head',
  },
  {
    path: paths.acceptableUsePolicy,
    screen: screen(import.meta.glob('./features/legal/acceptable-use-policy-page.tsx')),
    indexing: 'listed',
    head: 'head',
  },
  {
    path: paths.clinicianAiPrivacyPolicy,
    screen: screen(import.meta.glob('./features/legal/clinician-ai-privacy-policy-page.tsx')),
    indexing: 'listed',
    head: 'head',
  },
  {
    path: paths.waiverOfLiability,
    screen: screen(import.meta.glob('./features/legal/waiver-of-liability-page.tsx')),
    indexing: 'listed',
    head: 'head',
  },
  {
    path: paths.independentContractorAgreement,
    screen: screen(import.meta.glob('./features/legal/independent-contractor-agreement-page.tsx')),
    indexing: 'listed',
    head: 'head',
  },
  {
    path: paths.proDashboard,
    screen: screen(dashboardLayouts, 'ProDashboardLayout'),
    children: [
      {
        index: true,
        screen: screen(import.meta.glob('./features/dashboard/pro-dashboard-index.tsx')),
      },
      {
        path: paths.proHomepage,
        screen: screen(import.meta.glob('./features/dashboard/pro-home-page.tsx')),
      },
      {
        path: paths.proSchedule,
        screen: screen(import.meta.glob('./features/dashboard/schedule-page.tsx')),
      },
      {
        path: paths.proPolicies,
        screen: screen(import.meta.glob('./features/professionals/policies/policies-page.tsx')),
      },
      {
        path: paths.proSettings,
        screen: screen(
          import.meta.glob('./features/dashboard/settings/settings-layout.tsx'),
          'ProSettingsLayout',
        ),
        children: [
          {
            index: true,
            screen: screen(
              import.meta.glob('./features/dashboard/settings/profile-settings-page.tsx'),
            ),
          },
          {
            path: paths.proBillingSettings,
            screen: screen(import.meta.glob('./features/subscriptions/billing-settings-page.tsx')),
          },
          {
            path: paths.proTeamSettings,
            screen: screen(import.meta.glob('./features/teams/team-page.tsx')),
          },
          {
            path: paths.proSessionTypesSettings,
            screen: screen(
              import.meta.glob('./features/scheduling-settings/session-types-page.tsx'),
            ),
          },
          {
            path: paths.proAvailabilitySettings,
            screen: screen(
              import.meta.glob('./features/scheduling-settings/availability-page.tsx'),
            ),
          },
          {
            path: paths.proCalendarFeedSettings,
            screen: screen(
              import.meta.glob('./features/scheduling-settings/calendar-feed-page.tsx'),
            ),
          },
          {
            path: paths.proDirectoryProfileSettings,
            screen: screen(directoryScreens, 'DirectoryProfileSettingsRoute'),
          },
          { path: paths.proCouponsSettings, screen: screen(directoryScreens, 'CouponsRoute') },
          {
            path: paths.proGroupsSettings,
            screen: screen(directoryScreens, 'GroupsSettingsRoute'),
          },
          {
            path: paths.proSecuritySettings,
            screen: screen(
              import.meta.glob('./features/dashboard/settings/security-settings-page.tsx'),
            ),
          },
          { path: paths.proAccessLog, screen: screen(whoHasSeen, 'WhoHasSeenPage') },
          {
            path: paths.proAuditEvents,
            screen: screen(import.meta.glob('./features/access-log/practice-audit-page.tsx')),
          },
          notFound,
        ],
      },
      // session-review: only its background while signup is unfinished (the layout);
      // not found otherwise until AI session review exists.
      notFound,
    ],
  },
  {
    path: paths.memberDashboard,
    screen: screen(dashboardLayouts, 'MemberDashboardLayout'),
    children: [
      { index: true, element: <Navigate to={paths.memberHomepage} replace /> },
      {
        path: paths.memberHomepage,
        screen: screen(import.meta.glob('./features/members/home/member-home-page.tsx')),
      },
      {
        path: paths.memberProfile,
        screen: screen(import.meta.glob('./features/members/profile/member-profile-page.tsx')),
      },
      {
        path: paths.memberEditProfile,
        screen: screen(import.meta.glob('./features/members/profile/edit-profile-page.tsx')),
      },
      {
        path: paths.memberSessions,
        screen: screen(import.meta.glob('./features/members/sessions/sessions-page.tsx')),
      },
      { path: paths.memberAccessLog, screen: screen(whoHasSeen, 'WhoHasSeenPage') },
      {
        path: paths.memberSwitchAccounts,
        screen: screen(import.meta.glob('./features/members/minors/switch-accounts-page.tsx')),
      },
      notFound,
    ],
  },
  // The directory: the search, pre-filtered by specialty (and state), one professional. The
  // search is drawn with its filters; the results load in the browser.
  {
    path: paths.professionalSearch,
    screen: directorySearch,
    indexing: 'listed',
    head: 'directorySearchHead',
  },
  {
    path: paths.book,
    screen: directorySearch,
    indexing: 'unlisted',
    head: 'directorySearchHead',
    canonicalPath: paths.professionalSearch,
  },
  ...DIRECTORY_SPECIALTY_ROUTES.map((route) => ({
    path: `/${route}/:state_slug?`,
    screen: screen(directoryScreens, 'SpecialtyDirectoryPage'),
  })),
  {
    path: paths.professionalProfileRoute,
    screen: screen(directoryScreens, 'ProfessionalProfilePage'),
  },
  // The checkout and its confirmation: one route, whose screen tells them apart.
  { path: paths.professionalCheckoutRoute, screen: screen(directoryScreens, 'CheckoutRoute') },
  // Support groups: the open ones, and a group's page, checkout and confirmation.
  // Listed, but not drawn by the server: its screens load their code themselves (React.lazy),
  // which a page drawn at once would show as loading.
  {
    path: paths.groupSession,
    screen: screen(directoryScreens, 'GroupSessionRoute'),
    indexing: 'listed',
  },
  { path: paths.groupSessionSeriesRoute, screen: screen(directoryScreens, 'GroupSessionRoute') },
  // The operator's desk and the e-mail preference pages: one route each, whose screen picks
  // the tab or page from the rest of the path.
  {
    path: `${paths.admin}/*`,
    screen: screen(import.meta.glob('./features/operators/operator-desk.tsx')),
  },
  {
    path: `${paths.emailPreference}/*`,
    screen: screen(import.meta.glob('./features/email-preferences/email-preference-route.tsx')),
  },
  // The blog and the press page: a section, a category of it or one entry.
  { path: paths.blogRoute, screen: screen(blogScreens, 'BlogSectionRoute') },
  { path: paths.pressRoute, screen: screen(blogScreens, 'BlogSectionRoute') },
  { path: paths.postBlog, screen: screen(blogScreens, 'PostBlogPage') },
  { path: paths.postBlogConfirmation, screen: screen(blogScreens, 'PostBlogConfirmationPage') },
  { path: paths.thanksForSharing, screen: screen(blogScreens, 'ThanksForSharingPage') },
  // About us, help, the mood pages and the marketing pages of words: one chunk.
  {
    path: paths.aboutUs,
    screen: screen(infoScreens, 'AboutUsPage'),
    indexing: 'listed',
    head: 'aboutUsHead',
  },
  {
    path: paths.support,
    screen: screen(infoScreens, 'SupportPage'),
    indexing: 'listed',
    head: 'supportHead',
  },
  {
    path: paths.feelings,
    screen: screen(infoScreens, 'FeelingsPage'),
    indexing: 'listed',
    head: 'feelingsHead',
  },
  {
    path: paths.dailyMoods,
    screen: screen(infoScreens, 'DailyMoodsPage'),
    indexing: 'listed',
    head: 'dailyMoodsHead',
  },
  {
    path: paths.writeForUs,
    screen: screen(infoScreens, 'WriteForUsPage'),
    indexing: 'listed',
    head: 'writeForUsHead',
  },
  {
    path: paths.ehrSecurity,
    screen: screen(infoScreens, 'EhrSecurityPage'),
    indexing: 'listed',
    head: 'ehrSecurityHead',
  },
  {
    path: paths.ehrFaq,
    screen: screen(infoScreens, 'EhrFaqPage'),
    indexing: 'listed',
    head: 'ehrFaqHead',
  },
  { path: paths.pageNotFound, screen: notFoundScreen },
  // A practice's page: any one segment no other route has (static segments rank first).
  { path: paths.practicePageRoute, screen: screen(directoryScreens, 'PracticePage') },
  notFound,
];
