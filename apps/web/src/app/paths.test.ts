import { PRICED_PLAN_CLASSES, parsePricingParams, SUB_PERIODS } from '@orchid/contracts/plans';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import {
  paths,
  planCheckout,
  pricingFor,
  quickIntakeStep,
  teamInviteLink,
  therapistsIn,
} from './paths';

/** The route a path lands on (an index route's parent): its pattern, or '*' for not found. */
function routeOf(path: string): string | undefined {
  return matchRoutes(routes, path)
    ?.map((match) => match.route.path)
    .filter((pattern) => pattern !== undefined)
    .at(-1);
}

describe('the paths of the web app', () => {
  it('are the spec’s, unchanged', () => {
    expect(paths).toMatchObject({
      home: '/',
      login: '/login',
      getStarted: '/get-started',
      memberRegister: '/member-register',
      professionalRegister: '/professional-register',
      memberIntakeForm: '/member-intake-form',
      quickIntake: '/quick-intake',
      confirmEmail: '/confirm-email',
      teamInvite: '/team-invite',
      resetPassword: '/reset-password',
      pricing: '/pricing',
      checkoutCancel: '/pricing/checkout-cancel',
      paymentConfirmation: '/payment-confirmation',
      pageNotFound: '/page-not-found',
      professionalHomepage: '/professional-homepage',
      termsOfUse: '/terms-of-use',
      privacyPolicy: '/privacy-policy',
      acceptableUsePolicy: '/AUP',
      clinicianAiPrivacyPolicy: '/clinician-ai-privacy-policy',
      waiverOfLiability: '/waiver-of-liability',
      independentContractorAgreement: '/independent-contractor-agreement',
      proHomepage: '/pro-dashboard/homepage',
      proSchedule: '/pro-dashboard/schedule',
      proPolicies: '/pro-dashboard/policies',
      proSessionReview: '/pro-dashboard/session-review',
      proSettings: '/pro-dashboard/settings',
      proBillingSettings: '/pro-dashboard/settings/billing',
      proTeamSettings: '/pro-dashboard/settings/team',
      proSecuritySettings: '/pro-dashboard/settings/security',
      proAccessLog: '/pro-dashboard/settings/access-log',
      proAuditEvents: '/pro-dashboard/settings/audit-events',
      proSessionTypesSettings: '/pro-dashboard/settings/session-types',
      proAvailabilitySettings: '/pro-dashboard/settings/availability',
      proCalendarFeedSettings: '/pro-dashboard/settings/calendar-feed',
      proCouponsSettings: '/pro-dashboard/settings/coupons',
      proGroupsSettings: '/pro-dashboard/settings/groups',
      groupSession: '/group-session',
      memberHomepage: '/member-dashboard/homepage',
      memberProfile: '/member-dashboard/profile',
      memberEditProfile: '/member-dashboard/edit-profile',
      memberSessions: '/member-dashboard/sessions',
      memberAccessLog: '/member-dashboard/access-log',
      memberSwitchAccounts: '/member-dashboard/switch-accounts',
      blogs: '/blogs',
      press: '/press',
      postBlog: '/post-blog',
      postBlogConfirmation: '/post-blog-confirmation',
      thanksForSharing: '/thanksforsharing',
      aboutUs: '/about-us',
      support: '/support',
      feelings: '/feelings',
      dailyMoods: '/daily-moods',
      writeForUs: '/write-for-us',
      ehrFaq: '/orchid-ehr-faq',
      ehrSecurity: '/ehr-security',
    });
  });

  it('each lead to their own screen in the route table', () => {
    const screens = [
      paths.login,
      paths.getStarted,
      paths.memberRegister,
      paths.professionalRegister,
      paths.memberIntakeForm,
      paths.quickIntake,
      paths.confirmEmail,
      paths.teamInvite,
      paths.resetPassword,
      paths.pricing,
      paths.checkoutCancel,
      paths.paymentConfirmation,
      paths.pageNotFound,
      paths.professionalHomepage,
      paths.termsOfUse,
      paths.privacyPolicy,
      paths.acceptableUsePolicy,
      paths.clinicianAiPrivacyPolicy,
      paths.waiverOfLiability,
      paths.independentContractorAgreement,
      paths.proHomepage,
      paths.proSchedule,
      paths.proPolicies,
      paths.proSettings,
      paths.proBillingSettings,
      paths.proTeamSettings,
      paths.proSecuritySettings,
      paths.proAccessLog,
      paths.proAuditEvents,
      paths.proSessionTypesSettings,
      paths.proAvailabilitySettings,
      paths.proCalendarFeedSettings,
      paths.memberHomepage,
      paths.memberProfile,
      paths.memberEditProfile,
      paths.memberSessions,
      paths.memberAccessLog,
      paths.memberSwitchAccounts,
      paths.aboutUs,
      paths.support,
      paths.feelings,
      paths.dailyMoods,
      paths.writeForUs,
      paths.ehrFaq,
      paths.ehrSecurity,
    ];
    for (const path of screens) expect(routeOf(path), path).toBe(path);
    for (const path of [
      paths.professionalSearch,
      paths.book,
      paths.proDirectoryProfileSettings,
      paths.proCouponsSettings,
      paths.proGroupsSettings,
      paths.groupSession,
    ]) {
      expect(routeOf(path), path).toBe(path);
    }
  });

  it('build the links with parameters', () => {
    expect(planCheckout({ sub_class: 'core', sub_period: 'monthly', type: 'trial' })).toBe(
      '/pricing/core/month/trial',
    );
    expect(pricingFor('annual')).toBe('/pricing?period=annual');
    expect(pricingFor('monthly')).toBe('/pricing');
    expect(quickIntakeStep('before-you-finish')).toBe('/quick-intake#before-you-finish');
    expect(teamInviteLink('a b/c')).toBe('/team-invite?token=a%20b%2Fc');
    expect(therapistsIn('new-york')).toBe('/therapists/new-york');
  });

  it('send the directory’s addresses to its pages, and leave the app’s own alone', () => {
    expect(routeOf('/therapists/new-york')).toBe('/therapists/:state_slug?');
    expect(routeOf('/psychologists')).toBe('/psychologists/:state_slug?');
    expect(routeOf('/professional-search/mina-okafor')).toBe(paths.professionalProfileRoute);
    expect(routeOf('/lakeside-therapy')).toBe(paths.practicePageRoute);
    expect(routeOf(paths.login)).toBe(paths.login);
    expect(routeOf(paths.pageNotFound)).toBe(paths.pageNotFound);
    // The checkout and its confirmation: one route, whose screen tells them apart.
    expect(routeOf('/professional-search/mina-okafor/checkout')).toBe(
      paths.professionalCheckoutRoute,
    );
    expect(
      routeOf(
        '/professional-search/mina-okafor/checkout-confirm/0190c5a0-0000-7000-8000-000000000000',
      ),
    ).toBe(paths.professionalCheckoutRoute);
  });

  it('send a group’s page, checkout and seat confirmation to the group sessions’ route', () => {
    const group = '/group-session/series/0190c5a0-0000-7000-8000-000000000001';
    for (const path of [
      group,
      `${group}/checkout`,
      `${group}/checkout-confirm/0190c5a0-0000-7000-8000-000000000002`,
    ]) {
      expect(routeOf(path), path).toBe(paths.groupSessionSeriesRoute);
    }
    expect(routeOf('/group-session/other')).toBe('*');
  });

  it('send the blog’s and the press page’s addresses to their route, and the author’s pages to theirs', () => {
    for (const path of ['/blogs', '/blogs/resources', '/blogs/how-to-book-a-session']) {
      expect(routeOf(path), path).toBe(paths.blogRoute);
    }
    for (const path of ['/press', '/press/award', '/press/our-launch']) {
      expect(routeOf(path), path).toBe(paths.pressRoute);
    }
    for (const path of [paths.postBlog, paths.postBlogConfirmation, paths.thanksForSharing]) {
      expect(routeOf(path), path).toBe(path);
    }
    expect(routeOf('/blogs/a/b')).toBe('*');
  });

  it('give every plan checkout a link its route reads back', () => {
    for (const sub_class of PRICED_PLAN_CLASSES) {
      for (const sub_period of SUB_PERIODS) {
        const link = planCheckout({ sub_class, sub_period, type: 'paid' });
        expect(routeOf(link)).toBe(paths.planCheckoutRoute);
        const params = matchPath(paths.planCheckoutRoute, link)?.params ?? {};
        expect(parsePricingParams(params)).toEqual({ sub_class, sub_period, type: 'paid' });
      }
    }
  });
});
