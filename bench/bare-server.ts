// The baseline: a bare Fastify server answering the same routes with constant bodies, no
// database, no plugins, no logging. Our server's numbers are read against it.
import Fastify from 'fastify';

const app = Fastify();
app.get('/readyz', async () => ({ status: 'ok' }));
app.get('/healthz', async () => ({ status: 'ok' }));
// A user-info answer of the same size, without cookies, session or database.
app.get('/api/users/v1/user_info', async () => ({
  sub: '0196a3c1-0000-7000-8000-000000000001',
  user_type: 'member',
  role: 'OWNER',
  first_name: 'Sam',
  last_name: 'Rivera',
  preferred_first_name: null,
  email: 'demo.member@example.com',
  email_confirmed: true,
  signup_form_finished: true,
  signup_channel: null,
  groups: [],
  minors: [],
  team_id: null,
  business_entity_name: null,
  is_test_user: false,
  timezone: null,
  modify_datetime: '2026-11-22T12:00:00.000Z',
  create_datetime: '2026-11-22T12:00:00.000Z',
  profile_approved_to_use_the_platform: true,
  ai_free_trial_start_datetime: null,
  mfa_enabled: false,
  is_operator: false,
}));

// The access answer of the demo professional's size.
const features = Object.fromEntries(
  [
    'dashboard',
    'business-analytics',
    'notes-and-forms',
    'billing',
    'messaging',
    'invite',
    'calendar-sync',
    'client-chart-notes',
    'client-chart-medication-history',
    'client-chart-treatment-plans',
    'client-chart-measurements',
    'client-chart-attachments',
    'edit-scheduling',
    'calendar',
    'patient-charts',
    'orchid-storage',
    'settings',
    'policies',
  ].map((name) => [name, true]),
);
app.get('/api/users/v1/access', async () => ({
  plan_type: 'core',
  role: 'OWNER',
  subscribed: false,
  on_trial: true,
  trial_ends_at: '2026-12-06T12:00:00.000Z',
  platform_access: true,
  features,
}));

// A member profile of the demo member's size.
app.get('/api/users/v1/patient/', async () => ({
  first_name: 'Sam',
  preferred_first_name: null,
  last_name: 'Rivera',
  email: 'demo.member@example.com',
  dob: '1990-04-12',
  phone_number: '2025550143',
  biography: 'Working on sleep and stress with a little help.',
  gender_identity: null,
  pronouns: null,
  address_line1: '1 Main Street',
  address_line2: null,
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  country: 'US',
  insurance_company: null,
  insurance_member_id: null,
  signup_form_finished: true,
}));

// Sixty days of free time of the demo professional's size: weekdays, two session types.
const day = 86_400_000;
const timeslots = Array.from({ length: 60 }, (_, d) => new Date(Date.UTC(2026, 11, 1) + d * day))
  .filter((date) => date.getUTCDay() % 6 !== 0)
  .flatMap((date) =>
    [
      { label: 'Free introduction', length: 25, price: 0, count: 19 },
      { label: 'Regular session', length: 50, price: 150, count: 8 },
    ].flatMap((type) =>
      Array.from({ length: type.count }, (_, i) => ({
        timeslot_datetime_start: new Date(
          date.getTime() + 17 * 3_600_000 + i * type.length * 60_000,
        )
          .toISOString()
          .replace('.000Z', '-08:00'),
        timeslot_length_minute: type.length,
        price: type.price,
        appointmentType: { label: type.label },
      })),
    ),
  );
app.get('/api/scheduler/v1/timeslots/:sub', async () => ({
  timezone: 'America/Los_Angeles',
  timeslots,
}));

// The demo professional's eight sessions.
const person = (sub: string, first: string, last: string) => ({
  cognito_sub: sub,
  first_name: first,
  last_name: last,
  preferred_first_name: null,
});
const appointments = Array.from({ length: 8 }, (_, i) => ({
  appointment_id: `0196a3c1-0000-7000-8000-00000000010${i}`,
  appointment_series_id: '0196a3c1-0000-7000-8000-000000000200',
  status: 'invited',
  status_flags: { cancelledOrAbandoned: false, orchidProNoShow: false, unconfirmedInvite: true },
  appointment_start: new Date(Date.UTC(2026, 11, 1, 18) + i * 7 * day).toISOString(),
  appointment_end: new Date(Date.UTC(2026, 11, 1, 18, 50) + i * 7 * day).toISOString(),
  modify_datetime: '2026-11-22T12:00:00.000Z',
  appointment_type_label: 'Regular session',
  session_recording_source: null,
  orchid_pro_joined_ai_room: false,
  place_session_held_outside_of_orchid: false,
  patient: person('0196a3c1-0000-7000-8000-000000000001', 'Sam', 'Rivera'),
  orchid_pro: person('0196a3c1-0000-7000-8000-000000000002', 'Maya', 'Okafor'),
}));
app.get('/api/scheduler/v1/snapshot/appointments_v2', async () => ({ appointments }));

const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
