import {
  addCalendarDays,
  DEFAULT_AVAILABILITY,
  isoWeekday,
  todayIn,
  wallClockToInstant,
} from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { seedDemoAccounts } from '../accounts/demo-accounts';
import { insertCareRelationship } from '../care-invitations/repo';
import { refreshListing } from '../directory/listing';
import { saveDirectoryProfile } from '../directory/profile';
import { publishSeries } from '../group-sessions/publish-series';
import { addMinor, saveMemberInfo } from '../members/service';
import { saveProfile } from '../professionals/save-profile';
import { createType } from '../professionals/service';
import { saveAvailability } from '../scheduling/availability';
import { createSeries } from '../scheduling/create-series';
import { createSessionType } from '../scheduling/session-types';
import { startDemoTrial, subscriptionForPlanState } from '../subscriptions/service';
import { seedTeamMember } from '../teams/service';

const origin = { ip: '127.0.0.1', userAgent: 'demo data' };

/**
 * The demo data of a fresh local installation (DEMO_DATA): the accounts README.md lists; the
 * professional onboarded, on the core trial, with a scheduler on the team, weekday hours, two
 * session types and the member as a client with weekly sessions; the member's finished intake
 * and one minor. Only on an empty database.
 */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const created = await seedDemoAccounts(ctx);
  if (!created) return false;
  await seedProfessional(ctx, created.professional);
  await seedTeamMember(ctx, created.professional, {
    userId: created.scheduler,
    role: 'PRACTICE_SCHEDULER',
  });
  await saveMemberInfo(
    ctx,
    { userId: created.member },
    {
      first_name: 'Sam',
      last_name: 'Rivera',
      preferred_first_name: null,
      dob: '1988-05-14',
      gender: null,
      sex: null,
      phone_number: '5550142233',
      insurance_provider: null,
      insurance_group_id: null,
      insurance_member_id: null,
      biography: null,
      home_address_line1: '120 Garden Street',
      country: 'US',
      home_state: 'OR',
      home_city: 'Portland',
      home_zipcode: '97205',
    },
    origin,
  );
  await seedCalendar(ctx, created.professional, created.member);
  await seedDirectoryProfile(ctx, created.professional);
  await addMinor(
    ctx,
    created.member,
    {
      first_name: 'Robin',
      last_name: 'Rivera',
      preferred_first_name: null,
      dob: '2014-09-03',
      relationship: 'Parent',
    },
    origin,
  );
  return true;
}

async function seedProfessional(ctx: AppContext, userId: string) {
  const type = await createType(ctx, userId, {
    type: 'therapist',
    specialty: { specialty: null, sub_specialty: null },
  });
  await saveProfile(
    ctx,
    userId,
    {
      preferred_first_name: null,
      name_schema: 'first_last',
      dob: '1984-02-17',
      business_entity_name: 'Okafor Counseling PLLC',
      office_address_line1: '415 SW Alder Street',
      office_city: 'Portland',
      office_state: 'OR',
      office_zipcode: '97204',
      mail_address_line1: '415 SW Alder Street',
      mail_city: 'Portland',
      mail_state: 'OR',
      mail_zipcode: '97204',
      phone_number: '5035550148',
      heard_about_orchid_via: 'Search Engine',
      agreed_to_terms_of_use: true,
      confirmed_have_social_security_number_allowed_to_work_in_usa: true,
      licenses: [
        {
          type: 'LPC',
          conferring_entity: 'OR',
          license_number: 'C8841',
          expiration_date: '2027-06-30',
          orchid_pro_type_id: type.orchid_pro_type_id,
          supervision: undefined,
        },
      ],
    },
    origin,
  );
  await startDemoTrial(ctx, userId);
}

/** What clients choose by, so the directory of a fresh installation is not empty. */
async function seedDirectoryProfile(ctx: AppContext, userId: string) {
  await saveDirectoryProfile(
    ctx,
    userId,
    {
      biography:
        'I work with adults facing anxiety, depression and big life changes, in a calm and practical way. Sessions are online across Oregon.',
      approaches: ['Cognitive Behavioral Therapy (CBT)', 'Acceptance and Commitment Therapy (ACT)'],
      issues_treated: ['Anxiety', 'Depression', 'Life Transitions', 'Stress'],
      languages: ['English', 'Spanish'],
      insurance_accepted: ['Aetna', 'Out-of-Pocket'],
      gender_identity: 'Woman',
      custom_url: 'demo-therapist',
      listed: true,
    },
    origin,
  );
  // At once rather than by the queued job: the worker starts after the seed.
  await refreshListing(ctx, userId);
}

const sessionType = {
  kind: 'one_on_one',
  seats: null,
  session_location_type: 'telehealth',
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'none', amount: 0 },
  bookable_online: true,
} as const;

/** Weekday hours in Portland, two session types, and eight weekly sessions with the member. */
async function seedCalendar(ctx: AppContext, professional: string, member: string) {
  const timezone = 'America/Los_Angeles';
  await saveAvailability(
    ctx,
    professional,
    {
      timezone,
      // Weekdays 09:00 to 17:00, as the defaults, on Portland's clock.
      weekly: DEFAULT_AVAILABILITY.weekly,
      date_overrides: [],
      min_notice_minutes: 24 * 60,
      booking_window_days: 60,
      buffer_minutes: 10,
    },
    origin,
  );
  const owner = { userId: professional, role: 'OWNER' as const };
  const principal = { ...owner, sessionId: '', userType: 'orchid_pro' as const };
  const types = [
    { ...sessionType, label: 'Free introduction', length_minutes: 25, price: 0 },
    { ...sessionType, label: 'Regular session', length_minutes: 50, price: 150 },
    {
      ...sessionType,
      label: 'Support group',
      kind: 'group',
      seats: 8,
      length_minutes: 60,
      price: 30,
    },
  ] as const;
  const access = { ...ctx, subscriptionOf: subscriptionForPlanState };
  for (const type of types) await createSessionType(access, principal, type, origin);
  await insertCareRelationship(ctx.db, {
    professionalUserId: professional,
    memberUserId: member,
    source: 'patient_chart',
    createdAt: ctx.clock.now(),
  });
  // Tuesdays at 10:00 in Portland, from next week on.
  const today = todayIn(timezone, ctx.clock.now());
  const nextTuesday = addCalendarDays(today, ((2 - isoWeekday(today) + 7) % 7) + 7);
  const start = wallClockToInstant(nextTuesday, '10:00', timezone);
  await createSeries(
    ctx,
    { userId: professional, ownerUserId: professional },
    {
      appointment_type_label: 'Regular session',
      force_book_over_blocked: false,
      patient_user_id: member,
      repeat_rule: 'FREQ=WEEKLY;COUNT=8',
      appointments: [
        {
          appointment_start: start.toISOString(),
          appointment_end: new Date(start.getTime() + 50 * 60_000).toISOString(),
          place_session_held_outside_of_orchid: false,
        },
      ],
      skip_email: true,
    },
    origin,
  );
  // A support group on Thursday evenings, from the Thursday at least three days ahead.
  const toThursday = (4 - isoWeekday(today) + 7) % 7;
  const thursday = addCalendarDays(today, toThursday < 3 ? toThursday + 7 : toThursday);
  await publishSeries(
    ctx,
    professional,
    {
      appointment_type_label: 'Support group',
      title: 'Anxiety support circle',
      description:
        'A small group to share what helps with everyday anxiety. Six weekly evening meetings by video; come as you are.',
      first_meeting_start: wallClockToInstant(thursday, '18:00', timezone).toISOString(),
      repeat_rule: 'FREQ=WEEKLY;COUNT=6',
    },
    origin,
  );
}
