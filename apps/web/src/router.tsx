import { Navigate, type RouteObject } from 'react-router';
import { ScreenError, ShellError } from './app/errors/screen-error';
import { ScreensWithScroll, ShellLayout } from './app/layout/shell-layout';
import { paths } from './app/paths';
import { DIRECTORY_SPECIALTY_ROUTES } from './features/directory/specialty-routes';
import { ScreenLoading } from './ui/screen-loading';

// Every screen is its own chunk, loaded when its route is first visited.
const notFoundScreen = () =>
  import('./features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
// The directory's screens share one import: each import() carries the list of chunks it
// preloads, and the route table is in the first page's bundle (its budget).
type DirectoryScreen = keyof typeof import('./features/directory/directory-screens');
const directoryScreen = (screen: DirectoryScreen) => () =>
  import('./features/directory/directory-screens').then((m) => ({ Component: m[screen] }));
// The blog's and the press page's screens, and the guest author's pages: one import too.
type BlogScreen = keyof typeof import('./features/blog/blog-screens');
const blogScreen = (screen: BlogScreen) => () =>
  import('./features/blog/blog-screens').then((m) => ({ Component: m[screen] }));

// About us, help, the mood pages, write for us, the EHR FAQ and the security page: one import.
type InfoScreen = keyof typeof import('./features/info/info-screens');
const infoScreen = (screen: InfoScreen) => () =>
  import('./features/info/info-screens').then((m) => ({ Component: m[screen] }));
type ProductScreen = keyof typeof import('./features/marketing/product-screens');
const productScreen = (screen: ProductScreen) => () =>
  import('./features/marketing/product-screens').then((m) => ({ Component: m[screen] }));

/**
 * The route table, with the paths of app/paths.ts (nested routes give their whole path). Paths
 * whose screens are not built yet fall through to the not-found page; there are no placeholder
 * pages.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <ShellError />,
    children: [
      {
        // Inside the shell, so a screen that fails keeps the navigation and the footer.
        element: <ScreensWithScroll />,
        errorElement: <ScreenError />,
        hydrateFallbackElement: <ScreenLoading />,
        children: [
          {
            index: true,
            lazy: () =>
              import('./features/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.login,
            lazy: () =>
              import('./features/accounts/login/login-page').then((m) => ({
                Component: m.LoginPage,
              })),
          },
          {
            path: paths.getStarted,
            lazy: () =>
              import('./features/accounts/get-started/get-started-page').then((m) => ({
                Component: m.GetStartedPage,
              })),
          },
          {
            path: paths.memberRegister,
            lazy: () =>
              import('./features/accounts/register/member-register-page').then((m) => ({
                Component: m.MemberRegisterPage,
              })),
          },
          {
            path: paths.professionalRegister,
            lazy: () =>
              import('./features/accounts/register/professional-register-page').then((m) => ({
                Component: m.ProfessionalRegisterPage,
              })),
          },
          {
            path: paths.memberIntakeForm,
            lazy: () =>
              import('./features/members/intake/member-intake-page').then((m) => ({
                Component: m.MemberIntakePage,
              })),
          },
          {
            path: paths.quickIntake,
            lazy: () =>
              import('./features/professionals/quick-intake/quick-intake-page').then((m) => ({
                Component: m.QuickIntakePage,
              })),
          },
          {
            path: paths.confirmEmail,
            lazy: () =>
              import('./features/accounts/verify-email/confirm-email-page').then((m) => ({
                Component: m.ConfirmEmailPage,
              })),
          },
          {
            path: paths.teamInvite,
            lazy: () =>
              import('./features/teams/team-invite-page').then((m) => ({
                Component: m.TeamInvitePage,
              })),
          },
          {
            path: paths.resetPassword,
            lazy: () =>
              import('./features/accounts/password/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: paths.pricing,
            lazy: () =>
              import('./features/subscriptions/pricing-page').then((m) => ({
                Component: m.PricingPage,
              })),
          },
          {
            path: paths.checkoutCancel,
            lazy: () =>
              import('./features/subscriptions/checkout-cancel-page').then((m) => ({
                Component: m.CheckoutCancelPage,
              })),
          },
          {
            path: paths.planCheckoutRoute,
            lazy: () =>
              import('./features/subscriptions/plan-checkout-page').then((m) => ({
                Component: m.PlanCheckoutPage,
              })),
          },
          {
            path: paths.paymentConfirmation,
            lazy: () =>
              import('./features/subscriptions/payment-confirmation-page').then((m) => ({
                Component: m.PaymentConfirmationPage,
              })),
          },
          {
            path: paths.professionalHomepage,
            lazy: () =>
              import('./features/home/professional-landing-page').then((m) => ({
                Component: m.ProfessionalLandingPage,
              })),
          },
          // The marketing module's pages (docs/marketing.md).
          {
            path: paths.partnerWithUs,
            lazy: () =>
              import('./features/marketing/partner-page').then((m) => ({
                Component: m.PartnerPage,
              })),
          },
          {
            path: paths.demoRequested,
            lazy: () =>
              import('./features/marketing/demo-requested-page').then((m) => ({
                Component: m.DemoRequestedPage,
              })),
          },
          // The product's marketing pages (features/marketing), one chunk together.
          {
            path: paths.ehrCostSavings,
            lazy: () =>
              import('./features/marketing/savings-calculator-page').then((m) => ({
                Component: m.SavingsCalculatorPage,
              })),
          },
          { path: paths.measurementBasedCare, lazy: productScreen('MeasurementBasedCarePage') },
          { path: paths.aiProgressNotes, lazy: productScreen('AiProgressNotesPage') },
          { path: paths.switchEhr, lazy: productScreen('SwitchEhrPage') },
          // The legal pages, one chunk each.
          {
            path: paths.termsOfUse,
            lazy: () =>
              import('./features/legal/terms-of-use-page').then((m) => ({
                Component: m.TermsOfUsePage,
              })),
          },
          {
            path: paths.privacyPolicy,
            lazy: () =>
              import('./features/legal/privacy-policy-page').then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: paths.acceptableUsePolicy,
            lazy: () =>
              import('./features/legal/acceptable-use-policy-page').then((m) => ({
                Component: m.AcceptableUsePolicyPage,
              })),
          },
          {
            path: paths.clinicianAiPrivacyPolicy,
            lazy: () =>
              import('./features/legal/clinician-ai-privacy-policy-page').then((m) => ({
                Component: m.ClinicianAiPrivacyPolicyPage,
              })),
          },
          {
            path: paths.waiverOfLiability,
            lazy: () =>
              import('./features/legal/waiver-of-liability-page').then((m) => ({
                Component: m.WaiverOfLiabilityPage,
              })),
          },
          {
            path: paths.independentContractorAgreement,
            lazy: () =>
              import('./features/legal/independent-contractor-agreement-page').then((m) => ({
                Component: m.IndependentContractorAgreementPage,
              })),
          },
          {
            path: paths.proDashboard,
            lazy: () =>
              import('./features/dashboard/dashboard-layout').then((m) => ({
                Component: m.ProDashboardLayout,
              })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('./features/dashboard/pro-dashboard-index').then((m) => ({
                    Component: m.ProDashboardIndex,
                  })),
              },
              {
                path: paths.proHomepage,
                lazy: () =>
                  import('./features/dashboard/pro-home-page').then((m) => ({
                    Component: m.ProHomePage,
                  })),
              },
              {
                path: paths.proSchedule,
                lazy: () =>
                  import('./features/dashboard/schedule-page').then((m) => ({
                    Component: m.SchedulePage,
                  })),
              },
              {
                path: paths.proPolicies,
                lazy: () =>
                  import('./features/professionals/policies/policies-page').then((m) => ({
                    Component: m.PoliciesPage,
                  })),
              },
              {
                path: paths.proSettings,
                lazy: () =>
                  import('./features/dashboard/settings/settings-layout').then((m) => ({
                    Component: m.ProSettingsLayout,
                  })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./features/dashboard/settings/profile-settings-page').then((m) => ({
                        Component: m.ProfileSettingsPage,
                      })),
                  },
                  {
                    path: paths.proBillingSettings,
                    lazy: () =>
                      import('./features/subscriptions/billing-settings-page').then((m) => ({
                        Component: m.BillingSettingsPage,
                      })),
                  },
                  {
                    path: paths.proTeamSettings,
                    lazy: () =>
                      import('./features/teams/team-page').then((m) => ({
                        Component: m.TeamPage,
                      })),
                  },
                  {
                    path: paths.proSessionTypesSettings,
                    lazy: () =>
                      import('./features/scheduling-settings/session-types-page').then((m) => ({
                        Component: m.SessionTypesPage,
                      })),
                  },
                  {
                    path: paths.proAvailabilitySettings,
                    lazy: () =>
                      import('./features/scheduling-settings/availability-page').then((m) => ({
                        Component: m.AvailabilityPage,
                      })),
                  },
                  {
                    path: paths.proCalendarFeedSettings,
                    lazy: () =>
                      import('./features/scheduling-settings/calendar-feed-page').then((m) => ({
                        Component: m.CalendarFeedPage,
                      })),
                  },
                  {
                    path: paths.proDirectoryProfileSettings,
                    lazy: directoryScreen('DirectoryProfileSettingsRoute'),
                  },
                  { path: paths.proCouponsSettings, lazy: directoryScreen('CouponsRoute') },
                  { path: paths.proGroupsSettings, lazy: directoryScreen('GroupsSettingsRoute') },
                  {
                    path: paths.proSecuritySettings,
                    lazy: () =>
                      import('./features/dashboard/settings/security-settings-page').then((m) => ({
                        Component: m.SecuritySettingsPage,
                      })),
                  },
                  {
                    path: paths.proAccessLog,
                    lazy: () =>
                      import('./features/access-log/who-has-seen-page').then((m) => ({
                        Component: m.WhoHasSeenPage,
                      })),
                  },
                  {
                    path: paths.proAuditEvents,
                    lazy: () =>
                      import('./features/access-log/practice-audit-page').then((m) => ({
                        Component: m.PracticeAuditPage,
                      })),
                  },
                  { path: '*', lazy: notFoundScreen },
                ],
              },
              // session-review: only its background while signup is unfinished (the layout);
              // not found otherwise until AI session review exists.
              { path: '*', lazy: notFoundScreen },
            ],
          },
          {
            path: paths.memberDashboard,
            lazy: () =>
              import('./features/dashboard/dashboard-layout').then((m) => ({
                Component: m.MemberDashboardLayout,
              })),
            children: [
              { index: true, element: <Navigate to={paths.memberHomepage} replace /> },
              {
                path: paths.memberHomepage,
                lazy: () =>
                  import('./features/members/home/member-home-page').then((m) => ({
                    Component: m.MemberHomePage,
                  })),
              },
              {
                path: paths.memberProfile,
                lazy: () =>
                  import('./features/members/profile/member-profile-page').then((m) => ({
                    Component: m.MemberProfilePage,
                  })),
              },
              {
                path: paths.memberEditProfile,
                lazy: () =>
                  import('./features/members/profile/edit-profile-page').then((m) => ({
                    Component: m.EditProfilePage,
                  })),
              },
              {
                path: paths.memberSessions,
                lazy: () =>
                  import('./features/members/sessions/sessions-page').then((m) => ({
                    Component: m.SessionsPage,
                  })),
              },
              {
                path: paths.memberAccessLog,
                lazy: () =>
                  import('./features/access-log/who-has-seen-page').then((m) => ({
                    Component: m.WhoHasSeenPage,
                  })),
              },
              {
                path: paths.memberSwitchAccounts,
                lazy: () =>
                  import('./features/members/minors/switch-accounts-page').then((m) => ({
                    Component: m.SwitchAccountsPage,
                  })),
              },
              { path: '*', lazy: notFoundScreen },
            ],
          },
          // The directory: the search, pre-filtered by specialty (and state), one professional.
          { path: paths.professionalSearch, lazy: directoryScreen('DirectorySearchPage') },
          { path: paths.book, lazy: directoryScreen('DirectorySearchPage') },
          ...DIRECTORY_SPECIALTY_ROUTES.map((route) => ({
            path: `/${route}/:state_slug?`,
            lazy: directoryScreen('SpecialtyDirectoryPage'),
          })),
          {
            path: paths.professionalProfileRoute,
            lazy: directoryScreen('ProfessionalProfilePage'),
          },
          // The checkout and its confirmation: one route, whose screen tells them apart.
          { path: paths.professionalCheckoutRoute, lazy: directoryScreen('CheckoutRoute') },
          // Support groups: the open ones, and a group's page, checkout and confirmation.
          { path: paths.groupSession, lazy: directoryScreen('GroupSessionRoute') },
          { path: paths.groupSessionSeriesRoute, lazy: directoryScreen('GroupSessionRoute') },
          // The operator's desk and the e-mail preference pages: one route each, whose screen
          // picks the tab or page from the rest of the path.
          {
            path: `${paths.admin}/*`,
            lazy: () =>
              import('./features/operators/operator-desk').then((m) => ({
                Component: m.OperatorDesk,
              })),
          },
          {
            path: `${paths.emailPreference}/*`,
            lazy: () =>
              import('./features/email-preferences/email-preference-route').then((m) => ({
                Component: m.EmailPreferenceRoute,
              })),
          },
          // The blog and the press page: a section, a category of it or one entry.
          { path: paths.blogRoute, lazy: blogScreen('BlogSectionRoute') },
          { path: paths.pressRoute, lazy: blogScreen('BlogSectionRoute') },
          { path: paths.postBlog, lazy: blogScreen('PostBlogPage') },
          { path: paths.postBlogConfirmation, lazy: blogScreen('PostBlogConfirmationPage') },
          { path: paths.thanksForSharing, lazy: blogScreen('ThanksForSharingPage') },
          // About us, help, the mood pages and the marketing pages of words: one chunk.
          { path: paths.aboutUs, lazy: infoScreen('AboutUsPage') },
          { path: paths.support, lazy: infoScreen('SupportPage') },
          { path: paths.feelings, lazy: infoScreen('FeelingsPage') },
          { path: paths.dailyMoods, lazy: infoScreen('DailyMoodsPage') },
          { path: paths.writeForUs, lazy: infoScreen('WriteForUsPage') },
          { path: paths.ehrSecurity, lazy: infoScreen('EhrSecurityPage') },
          { path: paths.ehrFaq, lazy: infoScreen('EhrFaqPage') },
          { path: paths.pageNotFound, lazy: notFoundScreen },
          // A practice's page: any one segment no other route has (static segments rank first).
          { path: paths.practicePageRoute, lazy: directoryScreen('PracticePage') },
          { path: '*', lazy: notFoundScreen },
        ],
      },
    ],
  },
];

/**
 * The routes a page the server drew matched, from their ids (prerender.tsx writes them on the
 * root): React Router names a route without an id by its place in the table ("0-2-5": the
 * sixth child of the third child of the first route). Walking there costs nothing; matching
 * the address would rank the whole table once more, in the first page's longest task.
 */
export function routesWithIds(ids: readonly string[]): RouteObject[] {
  return ids.flatMap((id) => {
    let children: RouteObject[] | undefined = routes;
    let route: RouteObject | undefined;
    for (const index of id.split('-')) {
      route = children?.[Number(index)];
      children = route?.children;
    }
    return route ? [route] : [];
  });
}

/**
 * Loads the screens of `matched` (a drawn page's routes) and puts them in place, as React
 * Router's guide to hydrating lazy routes does: a page drawn by the server (prerender.tsx) is
 * hydrated with the same screen, instead of with the loading placeholder.
 */
export async function loadScreens(matched: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
