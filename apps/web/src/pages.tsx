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
  /**
   * The module's key in the build's manifest (src/...), for a screen the server may draw: its
   * chunks come with the drawn page.
   */
  module?: string;
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
 * A screen the server never draws (signed in, a step of a flow): its loader alone. Its path is
 * not in the first page's script as a glob's key would be (each character counts against '/''s
 * budget; the server needs the key only for the pages it draws).
 */
const lazyScreen = (load: () => Promise<unknown>, component: string): Screen => ({
  load: load as Screen['load'],
  component,
});

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
const notFoundScreen = lazyScreen(
  () => import('./features/not-found/not-found-page'),
  'NotFoundPage',
);
const notFound: Page = { path: '*', screen: notFoundScreen };
const whoHasSeen = () => import('./features/access-log/who-has-seen-page');
const dashboardLayouts = () => import('./features/dashboard/dashboard-layout');
const directorySearch = screen(directoryScreens, 'DirectorySearchPage');

export const pages: Page[] = [
  {
    index: true,
    path: paths.home,
    screen: screen(import.meta.glob('./features/home/home-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'homeHead' }),
  },
  {
    path: paths.login,
    screen: screen(import.meta.glob('./features/accounts/login/login-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'unlisted', head: 'loginHead' }),
  },
  {
    path: paths.getStarted,
    screen: lazyScreen(
      () => import('./features/accounts/get-started/get-started-page'),
      'GetStartedPage',
    ),
  },
  {
    path: paths.memberRegister,
    screen: lazyScreen(
      () => import('./features/accounts/register/member-register-page'),
      'MemberRegisterPage',
    ),
  },
  {
    path: paths.professionalRegister,
    screen: lazyScreen(
      () => import('./features/accounts/register/professional-register-page'),
      'ProfessionalRegisterPage',
    ),
  },
  {
    path: paths.memberIntakeForm,
    screen: lazyScreen(
      () => import('./features/members/intake/member-intake-page'),
      'MemberIntakePage',
    ),
  },
  {
    path: paths.quickIntake,
    screen: screen(import.meta.glob('./features/professionals/quick-intake/quick-intake-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'noindex', head: 'quickIntakeHead' }),
  },
  {
    path: paths.confirmEmail,
    screen: lazyScreen(
      () => import('./features/accounts/verify-email/confirm-email-page'),
      'ConfirmEmailPage',
    ),
  },
  {
    path: paths.teamInvite,
    screen: lazyScreen(() => import('./features/teams/team-invite-page'), 'TeamInvitePage'),
  },
  {
    path: paths.resetPassword,
    screen: lazyScreen(
      () => import('./features/accounts/password/reset-password-page'),
      'ResetPasswordPage',
    ),
  },
  {
    path: paths.pricing,
    screen: screen(import.meta.glob('./features/subscriptions/pricing-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'pricingHead' }),
  },
  {
    path: paths.checkoutCancel,
    screen: lazyScreen(
      () => import('./features/subscriptions/checkout-cancel-page'),
      'CheckoutCancelPage',
    ),
  },
  {
    path: paths.planCheckoutRoute,
    screen: lazyScreen(
      () => import('./features/subscriptions/plan-checkout-page'),
      'PlanCheckoutPage',
    ),
  },
  {
    path: paths.paymentConfirmation,
    screen: lazyScreen(
      () => import('./features/subscriptions/payment-confirmation-page'),
      'PaymentConfirmationPage',
    ),
  },
  {
    path: paths.professionalHomepage,
    screen: screen(import.meta.glob('./features/home/professional-landing-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'professionalLandingHead' }),
  },
  // The marketing module's pages (docs/marketing.md).
  {
    path: paths.partnerWithUs,
    screen: screen(import.meta.glob('./features/marketing/partner-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'partnerHead' }),
  },
  {
    path: paths.demoRequested,
    screen: lazyScreen(
      () => import('./features/marketing/demo-requested-page'),
      'DemoRequestedPage',
    ),
  },
  // The product's marketing pages (features/marketing), one chunk together but the calculator.
  {
    path: paths.ehrCostSavings,
    screen: screen(import.meta.glob('./features/marketing/savings-calculator-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'savingsCalculatorHead' }),
  },
  {
    path: paths.measurementBasedCare,
    screen: screen(productScreens, 'MeasurementBasedCarePage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'measurementBasedCareHead' }),
  },
  {
    path: paths.aiProgressNotes,
    screen: screen(productScreens, 'AiProgressNotesPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'aiProgressNotesHead' }),
  },
  {
    path: paths.switchEhr,
    screen: screen(productScreens, 'SwitchEhrPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'switchEhrHead' }),
  },
  // The legal pages, one chunk each.
  {
    path: paths.termsOfUse,
    screen: screen(import.meta.glob('./features/legal/terms-of-use-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'head' }),
  },
  {
    path: paths.privacyPolicy,
    screen: screen(import.meta.glob('./features/legal/privacy-policy-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'head' }),
  },
  {
    path: paths.acceptableUsePolicy,
    screen: screen(import.meta.glob('./features/legal/acceptable-use-policy-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'head' }),
  },
  {
    path: paths.clinicianAiPrivacyPolicy,
    screen: screen(import.meta.glob('./features/legal/clinician-ai-privacy-policy-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'head' }),
  },
  {
    path: paths.waiverOfLiability,
    screen: screen(import.meta.glob('./features/legal/waiver-of-liability-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'head' }),
  },
  {
    path: paths.independentContractorAgreement,
    screen: screen(import.meta.glob('./features/legal/independent-contractor-agreement-page.tsx')),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'head' }),
  },
  {
    path: paths.proDashboard,
    screen: lazyScreen(dashboardLayouts, 'ProDashboardLayout'),
    children: [
      {
        index: true,
        screen: lazyScreen(
          () => import('./features/dashboard/pro-dashboard-index'),
          'ProDashboardIndex',
        ),
      },
      {
        path: paths.proHomepage,
        screen: lazyScreen(() => import('./features/dashboard/pro-home-page'), 'ProHomePage'),
      },
      {
        path: paths.proSchedule,
        screen: lazyScreen(() => import('./features/dashboard/schedule-page'), 'SchedulePage'),
      },
      {
        path: paths.proPolicies,
        screen: lazyScreen(
          () => import('./features/professionals/policies/policies-page'),
          'PoliciesPage',
        ),
      },
      {
        path: paths.proSettings,
        screen: lazyScreen(
          () => import('./features/dashboard/settings/settings-layout'),
          'ProSettingsLayout',
        ),
        children: [
          {
            index: true,
            screen: lazyScreen(
              () => import('./features/dashboard/settings/profile-settings-page'),
              'ProfileSettingsPage',
            ),
          },
          {
            path: paths.proBillingSettings,
            screen: lazyScreen(
              () => import('./features/subscriptions/billing-settings-page'),
              'BillingSettingsPage',
            ),
          },
          {
            path: paths.proTeamSettings,
            screen: lazyScreen(() => import('./features/teams/team-page'), 'TeamPage'),
          },
          {
            path: paths.proSessionTypesSettings,
            screen: lazyScreen(
              () => import('./features/scheduling-settings/session-types-page'),
              'SessionTypesPage',
            ),
          },
          {
            path: paths.proAvailabilitySettings,
            screen: lazyScreen(
              () => import('./features/scheduling-settings/availability-page'),
              'AvailabilityPage',
            ),
          },
          {
            path: paths.proCalendarFeedSettings,
            screen: lazyScreen(
              () => import('./features/scheduling-settings/calendar-feed-page'),
              'CalendarFeedPage',
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
            screen: lazyScreen(
              () => import('./features/dashboard/settings/security-settings-page'),
              'SecuritySettingsPage',
            ),
          },
          { path: paths.proAccessLog, screen: lazyScreen(whoHasSeen, 'WhoHasSeenPage') },
          {
            path: paths.proAuditEvents,
            screen: lazyScreen(
              () => import('./features/access-log/practice-audit-page'),
              'PracticeAuditPage',
            ),
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
    screen: lazyScreen(dashboardLayouts, 'MemberDashboardLayout'),
    children: [
      { index: true, element: <Navigate to={paths.memberHomepage} replace /> },
      {
        path: paths.memberHomepage,
        screen: lazyScreen(
          () => import('./features/members/home/member-home-page'),
          'MemberHomePage',
        ),
      },
      {
        path: paths.memberProfile,
        screen: lazyScreen(
          () => import('./features/members/profile/member-profile-page'),
          'MemberProfilePage',
        ),
      },
      {
        path: paths.memberEditProfile,
        screen: lazyScreen(
          () => import('./features/members/profile/edit-profile-page'),
          'EditProfilePage',
        ),
      },
      {
        path: paths.memberSessions,
        screen: lazyScreen(
          () => import('./features/members/sessions/sessions-page'),
          'SessionsPage',
        ),
      },
      { path: paths.memberAccessLog, screen: lazyScreen(whoHasSeen, 'WhoHasSeenPage') },
      {
        path: paths.memberSwitchAccounts,
        screen: lazyScreen(
          () => import('./features/members/minors/switch-accounts-page'),
          'SwitchAccountsPage',
        ),
      },
      notFound,
    ],
  },
  // The directory: the search, pre-filtered by specialty (and state), one professional. The
  // search is drawn with its filters; the results load in the browser.
  {
    path: paths.professionalSearch,
    screen: directorySearch,
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'directorySearchHead' }),
  },
  {
    path: paths.book,
    screen: directorySearch,
    ...(!__BROWSER_BUILD__ && {
      indexing: 'unlisted',
      head: 'directorySearchHead',
      canonicalPath: paths.professionalSearch,
    }),
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
    ...(!__BROWSER_BUILD__ && { indexing: 'listed' }),
  },
  { path: paths.groupSessionSeriesRoute, screen: screen(directoryScreens, 'GroupSessionRoute') },
  // The operator's desk and the e-mail preference pages: one route each, whose screen picks
  // the tab or page from the rest of the path.
  {
    path: `${paths.admin}/*`,
    screen: lazyScreen(() => import('./features/operators/operator-desk'), 'OperatorDesk'),
  },
  {
    path: `${paths.emailPreference}/*`,
    screen: lazyScreen(
      () => import('./features/email-preferences/email-preference-route'),
      'EmailPreferenceRoute',
    ),
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
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'aboutUsHead' }),
  },
  {
    path: paths.support,
    screen: screen(infoScreens, 'SupportPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'supportHead' }),
  },
  {
    path: paths.feelings,
    screen: screen(infoScreens, 'FeelingsPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'feelingsHead' }),
  },
  {
    path: paths.dailyMoods,
    screen: screen(infoScreens, 'DailyMoodsPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'dailyMoodsHead' }),
  },
  {
    path: paths.writeForUs,
    screen: screen(infoScreens, 'WriteForUsPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'writeForUsHead' }),
  },
  {
    path: paths.ehrSecurity,
    screen: screen(infoScreens, 'EhrSecurityPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'ehrSecurityHead' }),
  },
  {
    path: paths.ehrFaq,
    screen: screen(infoScreens, 'EhrFaqPage'),
    ...(!__BROWSER_BUILD__ && { indexing: 'listed', head: 'ehrFaqHead' }),
  },
  { path: paths.pageNotFound, screen: notFoundScreen },
  // A practice's page: any one segment no other route has (static segments rank first).
  { path: paths.practicePageRoute, screen: screen(directoryScreens, 'PracticePage') },
  notFound,
];
