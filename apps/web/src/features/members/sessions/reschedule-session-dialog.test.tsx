import { type Appointment, statusFlagsOf } from '@orchid/contracts/appointments';
import { addCalendarDays, todayIn } from '@orchid/contracts/time';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { showToast } from '../../../app/toasts';
import { RescheduleSessionDialog } from './reschedule-session-dialog';
import { RESCHEDULE_DAYS_SHOWN } from './session-queries';

vi.mock('../../../app/toasts', () => ({ showToast: vi.fn() }));

const zone = 'America/New_York';
const pro = {
  cognito_sub: '0196f6a2-7c1e-7000-8000-0000000000aa',
  first_name: 'Iris',
  last_name: 'Novak',
  preferred_first_name: null,
};
// Far enough ahead that the practice's window is not near (the preview says so anyway).
const start = new Date(Date.now() + 10 * 86_400_000);
start.setUTCHours(15, 0, 0, 0);
const newStart = new Date(start.getTime() + 2 * 86_400_000);
const session: Appointment = {
  appointment_id: '0196f6a2-7c1e-7000-8000-0000000000b1',
  appointment_series_id: '0196f6a2-7c1e-7000-8000-0000000000c1',
  status: 'scheduled',
  status_flags: statusFlagsOf('scheduled'),
  appointment_start: start.toISOString(),
  appointment_end: new Date(start.getTime() + 50 * 60_000).toISOString(),
  modify_datetime: start.toISOString(),
  appointment_type_label: 'Regular session',
  session_recording_source: null,
  orchid_pro_joined_ai_room: false,
  place_session_held_outside_of_orchid: false,
  patient: { ...pro, cognito_sub: testUser().sub, first_name: 'Rosa', last_name: 'Diaz' },
  orchid_pro: pro,
};

const base = '/api/scheduler/v1/appointment/0196f6a2-7c1e-7000-8000-0000000000b1';
const from = todayIn(zone, new Date());
const timeslots = `GET /api/scheduler/v1/timeslots/${pro.cognito_sub}?from=${from}&to=${addCalendarDays(from, RESCHEDULE_DAYS_SHOWN - 1)}&timezone=${encodeURIComponent(zone)}&appointment_type_label=Regular%20session`;
const slot = (at: Date, label = 'Regular session') => ({
  timeslot_datetime_start: at.toISOString(),
  timeslot_length_minute: 50,
  price: 0,
  appointmentType: { label },
});
const weekdayFirst = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeZone: zone,
  }).format(at);

describe('the reschedule dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the free times of the session's own type and moves it, naming both times in full", async () => {
    const api = stubApi({
      [`GET ${base}/cancel_preview`]: {
        status: 200,
        body: { within_window: false, fee: 0, refund: 0, cancellation_price_valid_until: null },
      },
      [timeslots]: {
        status: 200,
        body: {
          timezone: zone,
          timeslots: [slot(newStart), slot(newStart, 'Couples session')],
        },
      },
      [`POST ${base}/reschedule`]: (body) => ({
        status: 200,
        body: {
          appointment_id: session.appointment_id,
          appointment_start: (body as { appointment_start: string }).appointment_start,
          appointment_end: new Date(newStart.getTime() + 50 * 60_000).toISOString(),
          status: 'scheduled',
        },
      }),
    });
    const onClose = vi.fn();
    renderInApp(
      <RescheduleSessionDialog
        user={testUser()}
        session={session}
        timeZone={zone}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText(weekdayFirst(start), { exact: false })).toBeTruthy();
    const times = await screen.findAllByRole('radio');
    // The other session type's time is not offered.
    expect(times).toHaveLength(1);
    await userEvent.click(times[0] as HTMLElement);
    expect(screen.getByText(/^New:/).textContent).toMatch(
      new RegExp(`${weekdayFirst(newStart)} at \\d+:\\d\\d (AM|PM) E[SD]T`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move session' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies(`POST ${base}/reschedule`)).toEqual([
      { appointment_start: newStart.toISOString() },
    ]);
    expect(vi.mocked(showToast).mock.calls[0]?.[0].message).toContain(weekdayFirst(newStart));
  });

  it("inside the late-cancellation window says so and offers nothing to pick (the practice's rules)", async () => {
    stubApi({
      [`GET ${base}/cancel_preview`]: {
        status: 200,
        body: { within_window: true, fee: 40, refund: 0, cancellation_price_valid_until: null },
      },
      [timeslots]: { status: 200, body: { timezone: zone, timeslots: [slot(newStart)] } },
    });
    renderInApp(
      <RescheduleSessionDialog
        user={testUser()}
        session={session}
        timeZone={zone}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('Too late to move online')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(
      (screen.getByRole('button', { name: 'Move session' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
