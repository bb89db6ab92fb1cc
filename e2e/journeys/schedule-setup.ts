import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  createConfirmedAccount,
  latestMail,
  memberIntake,
  newPassword,
  onboardProfessional,
  uniqueEmail,
} from '../accounts';
import { expect, saveScreenshot } from '../support';

// Set-up for the schedule journeys: a practice made through the API (an onboarded
// professional, a session type, clients and sessions), and dates on the practice's clock.

/** A practice that has not saved its hours keeps the defaults' zone. */
export const practiceZone = 'America/New_York';

export const sessionType = { label: 'Regular session', length_minutes: 50 };

/** Signs the request context in as a new, onboarded professional; returns the address. */
export async function newPractice(
  request: APIRequestContext,
  testInfo: TestInfo,
  { withSessionType = true } = {},
) {
  const email = uniqueEmail('practice', testInfo);
  await createConfirmedAccount(request, 'professional', email);
  await onboardProfessional(request);
  if (withSessionType) await addSessionType(request);
  return email;
}

export async function addSessionType(request: APIRequestContext) {
  const created = await request.post('/api/scheduler/v1/appointment_types/', {
    data: {
      ...sessionType,
      price: 150,
      kind: 'one_on_one',
      seats: null,
      session_location_type: 'telehealth',
      office_location_id: null,
      cancellation_limit_hours: 24,
      cancellation_fee: { type: 'none', amount: 0 },
      bookable_online: true,
    },
  });
  expect(created.status()).toBe(201);
}

/** Adds a client to the practice; returns their user id. */
export async function addClient(
  request: APIRequestContext,
  client: { first_name: string; last_name: string },
  onBehalfOf?: string,
) {
  const query = onBehalfOf ? `?on_behalf_of=${onBehalfOf}` : '';
  const created = await request.post(`/api/users/v1/create_patient/${query}`, {
    data: { ...client, dob: '1990-03-07' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { patient: { patient_user_id: string } }).patient
    .patient_user_id;
}

/**
 * The practice adds the client with an e-mail (create_patient); the client chooses a password
 * from the mailed link, which signs the page in, and finishes the intake unless told not to.
 * Returns the client's user id.
 */
export async function clientOfPractice(
  pro: APIRequestContext,
  page: Page,
  email: string,
  { intake = true } = {},
) {
  const created = await pro.post('/api/users/v1/create_patient/', {
    data: { first_name: 'Juniper', last_name: 'Reyes', dob: '2001-03-07', email },
  });
  expect(created.status()).toBe(201);
  const { patient } = (await created.json()) as { patient: { patient_user_id: string } };
  const mail = await latestMail(pro, email, /^Finish signing up for/);
  const token = mail.text.match(/complete_signup_token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  const done = await page.request.post(`/api/users/v1/patient_signup_session/complete/${token}`, {
    data: { password: newPassword },
  });
  expect(done.status()).toBe(200);
  if (intake) {
    const saved = await page.request.put('/api/users/v1/patient/', { data: memberIntake });
    expect(saved.status()).toBe(200);
  }
  return patient.patient_user_id;
}

/** A start on a quarter hour at least `ahead` (ms) from now. */
export const startIn = (ahead: number) => {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((Date.now() + ahead) / quarter) * quarter);
};

/** Books one session of the session type at each start (one series); returns their ids. */
export async function bookSessions(
  request: APIRequestContext,
  patientUserId: string,
  starts: string[],
) {
  const created = await request.post('/api/scheduler/v1/appointment/series/', {
    data: {
      appointment_type_label: sessionType.label,
      patient_user_id: patientUserId,
      force_book_over_blocked: true,
      appointments: starts.map((start) => ({
        appointment_start: start,
        appointment_end: new Date(
          Date.parse(start) + sessionType.length_minutes * 60_000,
        ).toISOString(),
      })),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { invites_created: { appointment_id: string }[] })
    .invites_created;
}

type Session = { appointment_id: string; appointment_start: string; status: string };

/** The practice's live sessions, earliest first. */
export async function sessionsOf(request: APIRequestContext): Promise<Session[]> {
  const answer = await request.get('/api/scheduler/v1/snapshot/appointments_v2?limit=500');
  expect(answer.status()).toBe(200);
  const { appointments } = (await answer.json()) as { appointments: Session[] };
  return appointments
    .filter((session) => !session.status.startsWith('cancelled'))
    .sort((a, b) => a.appointment_start.localeCompare(b.appointment_start));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first Monday of the month `monthsAhead` from now ('YYYY-MM-DD'): four weekly sessions
 * from it stay in that month, and it is never in the past.
 */
export function firstMondayAhead(monthsAhead: number): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, 1));
  const offset = (8 - first.getUTCDay()) % 7;
  first.setUTCDate(1 + offset);
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(first.getUTCDate())}`;
}

export const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** A wall-clock time in the practice's zone as an instant with its offset. */
export function practiceTime(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const offsetName = new Intl.DateTimeFormat('en-US', {
    timeZone: practiceZone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = offsetName?.replace('GMT', '') || '+00:00';
  return `${date}T${time}:00${offset}`;
}

/** The practice's wall-clock time of an instant ('HH:MM'). */
export function practiceClock(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: practiceZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** Opens the schedule on a view and date (kept in the address). */
export async function openSchedule(page: Page, view: string, date: string) {
  await page.goto(`/pro-dashboard/schedule?view=${view}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.locator('.fc')).toBeVisible();
}

/**
 * A full-page screenshot from the top of the page: the calendar's day headers stick to the
 * top of the window while the page is scrolled, and would be drawn in the middle of the shot.
 */
export async function saveScheduleScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

/** The side panel (a drawer) with its title. */
export const sidePanel = (page: Page, title: string) => page.getByRole('dialog', { name: title });
