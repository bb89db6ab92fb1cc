import { eq } from 'drizzle-orm';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { ownerOnTrial } from '../../test/callers';
import { sessionTypeBody } from '../../test/scheduling';
import type { TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { professionalLicenses, professionalTypes } from '../professionals/tables';
import { EMPTY_DIRECTORY_PROFILE } from './profile';

// Professionals for the directory's tests, each arranged as far as a case needs.

export type Pro = { browser: TestBrowser; sub: string };

export const weekdayMornings = (timezone = 'America/New_York') => ({
  timezone,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start: '09:00',
    end: '12:00',
    office_location_id: null,
  })),
  date_overrides: [],
  min_notice_minutes: 0,
  booking_window_days: 60,
  buffer_minutes: 0,
});

type Arrangement = {
  email: string;
  name: [string, string];
  approved?: boolean;
  type?: { type: string; specialty?: string };
  licenseStates?: string[];
  sessionType?: Record<string, unknown> | null;
  hours?: ReturnType<typeof weekdayMornings> | null;
  profile?: Record<string, unknown>;
};

export const emptyDirectoryProfile = EMPTY_DIRECTORY_PROFILE;

/** A professional who signed up, with a type, licenses, a session type, hours and a profile. */
export async function arrangePro(t: TestApp, a: Arrangement): Promise<Pro> {
  const pro =
    a.approved === false
      ? await registerConfirmed(t, { email: a.email })
      : await ownerOnTrial(t, a.email);
  const db = t.database.db;
  const now = t.clock.now();
  await db
    .update(users)
    .set({ firstName: a.name[0], lastName: a.name[1], signupFormFinished: true })
    .where(eq(users.id, pro.sub));
  const type = a.type ?? { type: 'therapist' };
  await db.insert(professionalTypes).values({
    userId: pro.sub,
    type: type.type,
    specialty: type.specialty ?? null,
    createdAt: now,
    modifiedAt: now,
  });
  for (const state of a.licenseStates ?? ['NY']) {
    await db.insert(professionalLicenses).values({
      userId: pro.sub,
      type: 'LCSW',
      conferringEntity: state,
      licenseNumber: `L-${state}-1`,
    });
  }
  if (a.sessionType !== null) {
    const created = await pro.browser.post(
      '/api/scheduler/v1/appointment_types/',
      sessionTypeBody(a.sessionType ?? {}),
    );
    if (created.statusCode !== 201) throw new Error(`session type: ${created.body}`);
  }
  if (a.hours !== null) {
    await pro.browser.put('/api/scheduler/v1/availability', a.hours ?? weekdayMornings());
  }
  if (a.profile) {
    const saved = await pro.browser.put('/api/users/v1/orchid_pro/directory_profile', {
      ...emptyDirectoryProfile,
      ...a.profile,
    });
    if (saved.statusCode !== 200) throw new Error(`directory profile: ${saved.body}`);
  }
  return pro;
}

/** Runs queued jobs until none is due (the listing refreshes). */
export async function runJobs(t: TestApp) {
  while ((await t.app.jobs.runDue(50)) > 0) {}
}
