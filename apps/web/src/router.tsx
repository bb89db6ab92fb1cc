import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ScreenError, ShellError } from './app/errors/screen-error';
import { ShellLayout } from './app/layout/shell-layout';
import { ScreenLoading } from './ui/screen-loading';

// Every screen is its own chunk, loaded when its route is first visited.
const notFoundScreen = () =>
  import('./features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The route table. Paths whose screens are not built yet fall through to the not-found page;
 * there are no placeholder pages.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <ShellError />,
    children: [
      {
        // Inside the shell, so a screen that fails keeps the navigation and the footer.
        errorElement: <ScreenError />,
        hydrateFallbackElement: <ScreenLoading />,
        children: [
          {
            index: true,
            lazy: () =>
              import('./features/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'login',
            lazy: () =>
              import('./features/accounts/login/login-page').then((m) => ({
                Component: m.LoginPage,
              })),
          },
          {
            path: 'get-started',
            lazy: () =>
              import('./features/accounts/get-started/get-started-page').then((m) => ({
                Component: m.GetStartedPage,
              })),
          },
          {
            path: 'member-register',
            lazy: () =>
              import('./features/accounts/register/member-register-page').then((m) => ({
                Component: m.MemberRegisterPage,
              })),
          },
          {
            path: 'professional-register',
            lazy: () =>
              import('./features/accounts/register/professional-register-page').then((m) => ({
                Component: m.ProfessionalRegisterPage,
              })),
          },
          {
            path: 'member-intake-form',
            lazy: () =>
              import('./features/members/intake/member-intake-page').then((m) => ({
                Component: m.MemberIntakePage,
              })),
          },
          {
            path: 'quick-intake',
            lazy: () =>
              import('./features/professionals/quick-intake/quick-intake-page').then((m) => ({
                Component: m.QuickIntakePage,
              })),
          },
          {
            path: 'confirm-email',
            lazy: () =>
              import('./features/accounts/verify-email/confirm-email-page').then((m) => ({
                Component: m.ConfirmEmailPage,
              })),
          },
          {
            path: 'team-invite',
            lazy: () =>
              import('./features/team/team-invite-page').then((m) => ({
                Component: m.TeamInvitePage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('./features/accounts/password/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'pricing',
            lazy: () =>
              import('./features/plans/pricing-page').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: 'pricing/checkout-cancel',
            lazy: () =>
              import('./features/plans/checkout-cancel-page').then((m) => ({
                Component: m.CheckoutCancelPage,
              })),
          },
          {
            path: 'pricing/:sub_class/:sub_period/:type',
            lazy: () =>
              import('./features/plans/plan-checkout-page').then((m) => ({
                Component: m.PlanCheckoutPage,
              })),
          },
          {
            path: 'payment-confirmation',
            lazy: () =>
              import('./features/plans/payment-confirmation-page').then((m) => ({
                Component: m.PaymentConfirmationPage,
              })),
          },
          {
            path: 'pro-dashboard',
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
                path: 'homepage',
                lazy: () =>
                  import('./features/dashboard/pro-home-page').then((m) => ({
                    Component: m.ProHomePage,
                  })),
              },
              {
                path: 'schedule',
                lazy: () =>
                  import('./features/dashboard/schedule-page').then((m) => ({
                    Component: m.SchedulePage,
                  })),
              },
              {
                path: 'policies',
                lazy: () =>
                  import('./features/policies/policies-page').then((m) => ({
                    Component: m.PoliciesPage,
                  })),
              },
              {
                path: 'settings',
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
                    path: 'billing',
                    lazy: () =>
                      import('./features/plans/billing-settings-page').then((m) => ({
                        Component: m.BillingSettingsPage,
                      })),
                  },
                  {
                    path: 'team',
                    lazy: () =>
                      import('./features/team/team-page').then((m) => ({
                        Component: m.TeamPage,
                      })),
                  },
                  {
                    path: 'security',
                    lazy: () =>
                      import('./features/dashboard/settings/security-settings-page').then((m) => ({
                        Component: m.SecuritySettingsPage,
                      })),
                  },
                  {
                    path: 'access-log',
                    lazy: () =>
                      import('./features/access-log/who-has-seen-page').then((m) => ({
                        Component: m.WhoHasSeenPage,
                      })),
                  },
                  {
                    path: 'audit-events',
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
            path: 'member-dashboard',
            lazy: () =>
              import('./features/dashboard/dashboard-layout').then((m) => ({
                Component: m.MemberDashboardLayout,
              })),
            children: [
              { index: true, element: <Navigate to="homepage" replace /> },
              {
                path: 'homepage',
                lazy: () =>
                  import('./features/members/home/member-home-page').then((m) => ({
                    Component: m.MemberHomePage,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('./features/members/profile/member-profile-page').then((m) => ({
                    Component: m.MemberProfilePage,
                  })),
              },
              {
                path: 'edit-profile',
                lazy: () =>
                  import('./features/members/profile/edit-profile-page').then((m) => ({
                    Component: m.EditProfilePage,
                  })),
              },
              {
                path: 'access-log',
                lazy: () =>
                  import('./features/access-log/who-has-seen-page').then((m) => ({
                    Component: m.WhoHasSeenPage,
                  })),
              },
              {
                path: 'switch-accounts',
                lazy: () =>
                  import('./features/members/minors/switch-accounts-page').then((m) => ({
                    Component: m.SwitchAccountsPage,
                  })),
              },
              { path: '*', lazy: notFoundScreen },
            ],
          },
          { path: 'page-not-found', lazy: notFoundScreen },
          { path: '*', lazy: notFoundScreen },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
