import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserOf,
  CALLER_KINDS,
  type Callers,
  makeCallers,
  type Operation,
  operationsOf,
} from '../../test/callers';
import { createTestApp, type TestApp } from '../../test/test-app';

// The authorization matrix: every route of the app (read from its OpenAPI document, so a new
// route appears by itself) with every kind of caller. A route without a row here fails the
// suite: whoever adds a route states who may call it.
//
// A row is eight marks in the order of CALLER_KINDS:
//   anonymous, unconfirmed member, member, guardian acting, professional without plan,
//   owner on trial, scheduler, another practice's owner
// '+' means the call got past authorization (any answer but 403: a 2xx, or a 4xx about the
// input); '-' means 403 (not signed in, wrong kind of user, role or plan feature, not
// confirmed, acting for a minor, or not allowed to act for that professional).
// Requests carry an empty body, random ids in the path and on_behalf_of = the owner on trial.
// Where a route also checks ownership of the ids (switching into a minor, removing a team
// member) every caller is refused here; the domain suites show the owner let in
// (minors.int.test.ts, teams.int.test.ts).
const expected: Record<string, string> = {
  'GET /healthz': '++++++++',
  'GET /readyz': '++++++++',
  'POST /api/users/v1/orchid_pro/account': '++++++++',
  'POST /api/users/v1/patient/account': '++++++++',
  'POST /api/users/v1/confirm_email': '++++++++',
  'PUT /api/users/v1/resend_email_confirmation': '-++-++++',
  'POST /api/login/v1/initiate_auth': '++++++++',
  'POST /api/login/v1/renew_access_token': '-+++++++',
  'GET /api/users/v1/user_info': '-+++++++',
  'PUT /api/login/v1/forgot_password': '++++++++',
  'POST /api/login/v1/reset_password': '++++++++',
  'POST /api/login/v1/reset_password/check': '++++++++',
  'PUT /api/login/v1/change_password': '-++-++++',
  'POST /api/login/v1/mfa/setup': '-++-++++',
  'POST /api/login/v1/mfa/enable': '-++-++++',
  'POST /api/login/v1/mfa/disable': '-++-++++',
  'POST /api/users/v1/patient_signup_session/complete/{token}': '++++++++',
  'POST /api/users/v1/minors/switch/{guardian_id}/{minor_id}': '--------',
  'POST /api/users/v1/minors/renew_current_access': '---+----',
  'GET /api/users/v1/access': '----++++',
  'GET /api/users/v1/access_log': '-+++++++',
  // A person's own notices: the bell of every signed-in person (not while acting for a minor).
  'GET /api/users/v1/notifications': '-++-++++',
  'GET /api/users/v1/notifications/unread_count': '-++-++++',
  'PUT /api/users/v1/notifications/read': '-++-++++',
  'PUT /api/users/v1/notifications/{notification_id}/read': '-++-++++',
  'GET /api/users/v1/audit_events': '----++-+',
  'GET /api/users/v1/patient/': '-+++----',
  'PUT /api/users/v1/patient/': '-+++----',
  'POST /api/users/v1/minors': '-++-----',
  'GET /api/users/v1/minors': '-++-----',
  'GET /api/users/v1/orchid_pro/': '-----++-',
  'PUT /api/users/v1/orchid_pro/': '----++++',
  'GET /api/users/v1/orchid_pro/{id}': '++++++++',
  'POST /api/users/v1/orchid_pro_type/create': '----++++',
  'PUT /api/users/v1/orchid_pro_type/{id}': '----++++',
  'GET /api/users/v1/orchid_pro/cancellation_policy': '-----++-',
  'PUT /api/users/v1/orchid_pro/cancellation_policy': '----++-+',
  'GET /api/users/v1/team/{team_id}': '----++++',
  'GET /api/scheduler/v1/appointment_types/': '-----++-',
  'GET /api/scheduler/v1/appointment_types/{id}': '++++++++',
  'POST /api/scheduler/v1/appointment_types/': '----++-+',
  'PUT /api/scheduler/v1/appointment_types/{appointment_type_id}': '----++-+',
  'DELETE /api/scheduler/v1/appointment_types/{appointment_type_id}': '----++-+',
  'GET /api/scheduler/v1/availability': '-----++-',
  'PUT /api/scheduler/v1/availability': '----++-+',
  'GET /api/scheduler/v1/timeslots/{orchid_pro_sub}': '++++++++',
  'POST /api/scheduler/v1/appointment/series/': '----++++',
  'GET /api/scheduler/v1/snapshot/appointments_v2': '-+++-++-',
  'GET /api/scheduler/v1/blocked_intervals': '----++++',
  'POST /api/scheduler/v1/blocked_intervals': '----++++',
  'PUT /api/scheduler/v1/blocked_intervals/{blocked_interval_id}': '----++++',
  'DELETE /api/scheduler/v1/blocked_intervals/{blocked_interval_id}': '-----++-',
  'PUT /api/scheduler/v1/appointment/{appointment_id}': '----++++',
  'POST /api/scheduler/v1/appointment/{appointment_id}/cancel': '-+++-++-',
  'POST /api/scheduler/v1/appointment/{appointment_id}/accept': '-+++----',
  'POST /api/scheduler/v1/appointment/series/{appointment_series_id}/accept': '-+++----',
  'GET /api/scheduler/v1/appointment/{appointment_id}/cancel_preview': '-+++----',
  'POST /api/scheduler/v1/appointment/{appointment_id}/reschedule': '-+++----',
  'GET /api/scheduler/v1/appointment/{appointment_id}/calendar_file': '-+++-++-',
  'POST /api/users/v1/sample_data/': '----++++',
  'GET /api/scheduler/v1/calendar_feed': '----++++',
  'PUT /api/scheduler/v1/calendar_feed': '----++-+',
  'POST /api/scheduler/v1/calendar_feed/rotate': '----++-+',
  'POST /api/users/v1/create_patient/': '----++++',
  'GET /api/users/v1/patient_chart/': '-----++-',
  'POST /api/users/v1/team/invites': '----++-+',
  'GET /api/users/v1/team/invites': '----++-+',
  'DELETE /api/users/v1/team/invites/{invite_id}': '----++-+',
  'POST /api/users/v1/team/invites/preview': '++++++++',
  'POST /api/users/v1/team/invites/accept': '----++++',
  'DELETE /api/users/v1/team/{team_id}/members/{user_id}': '--------',
  'POST /api/users/v1/subscription/checkout': '----++-+',
  'GET /api/users/v1/subscription/checkout/{checkout_id}': '----++-+',
  'GET /api/users/v1/subscription': '----++-+',
  'PUT /api/users/v1/subscription': '----++-+',
  'POST /api/scheduler/v1/timeslot_patient/books_availability': '-+++----',
  'GET /api/scheduler/v1/timeslot_patient/{timeslot_id}': '-+++----',
  'GET /api/scheduler/v1/payment/config': '++++++++',
  'GET /api/scheduler/v1/payment/saved_payment_methods': '-+++----',
  'POST /api/scheduler/v1/payment/checkout_one_time': '-+++----',
  'POST /api/scheduler/v1/payment/pay_with_existing_payment_method/{timeslot_id}': '-+++----',
  'POST /api/payments/v1/simulated/intents/{intent_id}/confirm': '-+++----',
  'GET /api/payments/v1/simulated/booking/{session_id}': '-+++----',
  'POST /api/payments/v1/simulated/booking/{session_id}': '-+++----',
  'POST /api/payments/v1/simulated/booking/{session_id}/cancel': '-+++----',
  'POST /api/scheduler/v1/coupons': '----++-+',
  'GET /api/scheduler/v1/coupons': '----++-+',
  'DELETE /api/scheduler/v1/coupons/{coupon_id}': '----++-+',
  'POST /api/scheduler/v1/payment/appointment_coupon_discount': '++++++++',
  'GET /api/scheduler/v1/payment/payout_account': '----++-+',
  'POST /api/scheduler/v1/payment/payout_account/onboarding': '----++-+',
  'GET /api/payments/v1/simulated/checkout/{checkout_id}': '----++++',
  'POST /api/payments/v1/simulated/checkout/{checkout_id}': '----++++',
  'POST /api/payments/v1/simulated/checkout/{checkout_id}/cancel': '----++++',
  'POST /api/reporting/v1/frontend_error': '++++++++',
  'POST /api/users/v1/subscription/cancel': '----++-+',
  'POST /api/users/v1/subscription/change': '----++-+',
  'POST /api/users/v1/subscription/change/cancel': '----++-+',
  'POST /api/users/v1/minors/switch_back_to_guardian': '-+++----',
  'POST /api/login/v1/session_marker': '++++++++',
  'POST /api/login/v1/logout': '++++++++',
  'GET /api/users/v1/directory': '++++++++',
  'GET /api/users/v1/directory/professional/{id_or_custom_url}': '++++++++',
  'GET /api/users/v1/directory/practice/{practice_group_name}': '++++++++',
  'GET /api/users/v1/orchid_pro/directory_profile': '----++++',
  'PUT /api/users/v1/orchid_pro/directory_profile': '----++++',
  'POST /api/users/v1/orchid_pro/profile_image': '----++++',
  'DELETE /api/users/v1/orchid_pro/profile_image': '----++++',
  'GET /api/users/orchid_pro/profile_image/{sub}': '++++++++',
  'GET /api/scheduler/v1/group_sessions': '++++++++',
  'GET /api/scheduler/v1/group_sessions/mine': '----++-+',
  'GET /api/scheduler/v1/group_sessions/seats': '-+++----',
  'GET /api/scheduler/v1/group_sessions/series/{group_sessions_series_id}': '++++++++',
  'POST /api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/coupon_discount':
    '++++++++',
  'POST /api/scheduler/v1/group_sessions/series': '----++-+',
  'POST /api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/close': '----++-+',
  'GET /api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/roster': '----++-+',
  'POST /api/scheduler/v1/group_sessions/series/{group_sessions_series_id}/seat': '-+++----',
  // E-mail preferences: one's own when signed in; by a mail's signed token for anyone (the
  // token is the guard: email-preferences.int.test.ts).
  'GET /api/users/v1/email_preference': '-++-++++',
  'PUT /api/users/v1/email_preference': '-++-++++',
  'GET /api/users/v1/email_preference/by_token': '++++++++',
  'PUT /api/users/v1/email_preference/by_token': '++++++++',
  'POST /api/users/v1/email_preference/unsubscribe': '++++++++',
  'POST /api/users/v1/email_preference/resubscribe': '++++++++',
  // The operator's desk: operators only, and none of these callers is one
  // (operators.int.test.ts lets an operator in).
  'GET /api/admin/v1/professionals/waiting': '--------',
  'POST /api/admin/v1/professionals/{sub}/approve': '--------',
  'GET /api/admin/v1/jobs/failed': '--------',
  'POST /api/admin/v1/jobs/{job_id}/retry': '--------',
  // The blog and the press page: anyone reads them and sends a draft (blog.int.test.ts).
  'GET /api/blog/v1/blog_entry/': '++++++++',
  'GET /api/blog/v1/blog_entry/{url}': '++++++++',
  'GET /api/blog/v1/press_entry/': '++++++++',
  'GET /api/blog/v1/press_entry/{url}': '++++++++',
  'POST /api/blog/v1/submissions': '++++++++',
  'GET /blog/profile_image/{id}': '++++++++',
  'GET /api/blog/v1/images/{image_id}': '++++++++',
  // The blog's desk tabs: operators only (blog-admin.int.test.ts lets an operator in).
  'GET /api/admin/v1/blog/entries': '--------',
  'POST /api/admin/v1/blog/entries': '--------',
  'GET /api/admin/v1/blog/entries/{id}': '--------',
  'PUT /api/admin/v1/blog/entries/{id}': '--------',
  'DELETE /api/admin/v1/blog/entries/{id}': '--------',
  'POST /api/admin/v1/blog/preview': '--------',
  'POST /api/admin/v1/blog/images': '--------',
  'GET /api/admin/v1/blog/submissions': '--------',
  'GET /api/admin/v1/blog/submissions/{id}/draft': '--------',
  // The marketing pages' forms and case study: anyone (marketing.int.test.ts); the desk's
  // lists of what they left: operators only (marketing.int.test.ts lets an operator in).
  'POST /api/quiz/v1/marketing_page/request_demo': '++++++++',
  'POST /api/quiz/v1/marketing_page/lead': '++++++++',
  'GET /api/quiz/v1/marketing_page/case_study.pdf': '++++++++',
  'POST /api/quiz/v1/marketing_page/clicks': '++++++++',
  'GET /api/admin/v1/marketing/demo_requests': '--------',
  'GET /api/admin/v1/marketing/leads': '--------',
  'GET /api/admin/v1/marketing/clicks': '--------',
};

// Routes the API document leaves out (documents, robots.txt, developer tools on this machine): each has a
// row too, read from the guard's own table of routes. Developer tools answer only loopback
// requests (app.inject comes from 127.0.0.1); guards.int.test.ts shows the refusal from afar.
const outsideTheDocument: Record<string, string> = {
  'GET /api/openapi.json': '++++++++',
  // Its secret address is its guard (scheduling's reminders.int.test.ts).
  'GET /api/scheduler/v1/calendar_feed/:file': '++++++++',
  // The live updates socket: any signed-in person (each hears only their own).
  'GET /instant_messaging/ws': '-+++++++',
  'GET /dev/frontend-errors': '++++++++',
  'GET /dev/mailbox': '++++++++',
  'GET /dev/mailbox/messages': '++++++++',
  'GET /robots.txt': '++++++++',
  'GET /sitemap.xml': '++++++++',
};

/** Calls that change the caller's session or plan run last, so the others see them intact. */
const last = [
  'POST /api/users/v1/subscription/cancel',
  'POST /api/users/v1/minors/switch_back_to_guardian',
  'POST /api/login/v1/logout',
];
const key = (op: Operation) => `${op.method} ${op.path}`;
const order = (op: Operation) => last.indexOf(key(op));

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '1000' } });
  callers = await makeCallers(t);
}, 60_000);
afterAll(() => t.close());

const anyId = '0190a000-0000-7000-8000-0000000000aa';

async function marksFor(op: Operation): Promise<string> {
  const path = op.path.replace(/\{[^}]+\}/g, anyId);
  const query = op.query.includes('on_behalf_of') ? `?on_behalf_of=${callers.ownerSub}` : '';
  let marks = '';
  for (const kind of CALLER_KINDS) {
    const browser = browserOf(t, callers, kind);
    const cookies = browser.snapshot();
    const res = await browser.request({
      method: op.method as 'GET',
      url: `${path}${query}`,
      // From our own pages, as browsers say (the live updates socket asks every request).
      headers: { origin: t.accounts.publicUrl },
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
    });
    // A call may renew cookies; the next route starts from the same session.
    if (!last.includes(key(op))) browser.restore(cookies);
    marks += res.statusCode === 403 ? '-' : '+';
  }
  return marks;
}

describe('the authorization matrix', () => {
  it('has a row for every route and no row for a route that is gone', async () => {
    const routes = (await operationsOf(t)).map(key);
    expect(
      routes.filter((route) => !(route in expected)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(expected).filter((row) => !routes.includes(row)),
      'rows without a route',
    ).toEqual([]);
  });

  it('has a row for every route the API document leaves out', async () => {
    const hidden = t.app.declaredRoutes
      .filter((route) => !route.documented)
      .map((route) => `${route.method} ${route.url}`);
    expect(hidden.sort()).toEqual(Object.keys(outsideTheDocument).sort());
    const actual: Record<string, string> = {};
    for (const route of hidden) {
      const [method = 'GET', path = '/'] = route.split(' ');
      actual[route] = await marksFor({ method, path, query: [], body: undefined, params: {} });
    }
    expect(actual).toEqual(outsideTheDocument);
  });

  it("has Stripe's webhook, when Stripe is configured, open to anyone: its signature is its guard", async () => {
    const stripe = await createTestApp({
      database: t.database,
      env: { STRIPE_SECRET_KEY: 'sk_test_matrix', STRIPE_WEBHOOK_SECRET: 'whsec_matrix' },
    });
    try {
      const webhook = stripe.app.declaredRoutes.filter((route) => route.url.includes('stripe'));
      expect(webhook).toEqual([
        {
          method: 'POST',
          url: '/api/payments/v1/stripe/webhook',
          access: 'public',
          documented: true,
        },
      ]);
      const unsigned = await stripe.app.inject({
        method: 'POST',
        url: '/api/payments/v1/stripe/webhook',
        payload: { type: 'checkout.session.completed' },
      });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json().code).toBe('platform.badWebhook');
    } finally {
      await stripe.close();
    }
  });

  it('lets each kind of caller in exactly where its row says', async () => {
    const ops = (await operationsOf(t)).sort((a, b) => order(a) - order(b));
    const actual: Record<string, string> = {};
    for (const op of ops) actual[key(op)] = await marksFor(op);
    if (process.env.PRINT_AUTHZ_MATRIX) console.log(JSON.stringify(actual, null, 2));
    expect(actual).toEqual(expected);
  }, 120_000);
});
