import { createConfirmedAccount, demo, latestMail, memberIntake, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// People are told (docs/notifications.md): a client in Berlin books the demo professional (in
// Oregon); the professional sees the bell's count, the notice and the mail, each on the
// practice's clock; the practice moves the session, and the client's mail says who moved it,
// from when to when, on the client's clock.

test.describe.configure({ timeout: 180_000 });

type Slot = { timeslot_datetime_start: string; timeslot_length_minute: number; price: number };

test(
  'a client books; the professional sees the bell and the mail; the practice moves it and the client is told in their zone',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // Desktop and phone run at once on one server: each its own client and time.
    const lastName = phone ? 'Larkspur' : 'Brightwater';

    // The professional signs in (this page), and is bookable online.
    const signedIn = await page.request.post('/api/login/v1/initiate_auth', {
      data: { username_or_email: demo.professional.email, password: demo.professional.password },
    });
    expect(signedIn.status()).toBe(200);
    const proSub = (
      (await (await page.request.get('/api/users/v1/user_info')).json()) as {
        sub: string;
      }
    ).sub;

    // A client whose browser is in Berlin registers and books a free introduction.
    const { baseURL, extraHTTPHeaders } = testInfo.project.use;
    const clientContext = await browser.newContext({
      baseURL,
      timezoneId: 'Europe/Berlin',
      extraHTTPHeaders: { ...extraHTTPHeaders, 'x-time-zone': 'Europe/Berlin' },
    });
    const client = clientContext.request;
    const clientEmail = uniqueEmail('notified', testInfo);
    await createConfirmedAccount(client, 'member', clientEmail, { finishIntake: false });
    const intake = await client.put('/api/users/v1/patient/', {
      data: { ...memberIntake, last_name: lastName },
    });
    expect(intake.status()).toBe(200);
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const free = (await (
      await client.get(`/api/scheduler/v1/timeslots/${proSub}?from=${from}&to=${to}`)
    ).json()) as { timeslots: (Slot & { appointmentType: { label: string } })[] };
    const intros = free.timeslots.filter((slot) => slot.price === 0);
    const slot = intros[phone ? intros.length - 1 : 0];
    expect(slot).toBeTruthy();
    if (!slot) return;
    const booked = await client.post('/api/scheduler/v1/timeslot_patient/books_availability', {
      data: {
        timeslot_length_minute: slot.timeslot_length_minute,
        timeslot_datetime_start: slot.timeslot_datetime_start,
        orchid_pro_cognito_sub: proSub,
        appointment_type_label: slot.appointmentType.label,
      },
    });
    expect(booked.status()).toBe(201);
    const { timeslot_id } = (await booked.json()) as { timeslot_id: string };
    const confirmation = await latestMail(client, clientEmail, /^Booked: /);
    expect(confirmation.text).toContain('(Europe/Berlin)');

    // The professional's dashboard: the bell counts it, and the notice says who and when.
    await page.goto('/pro-dashboard');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const notice = list
      .getByRole('button', { name: new RegExp(`Juniper ${lastName} booked`) })
      .first();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('(America/Los_Angeles)');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'notifications-bell');
    await notice.click();
    await expect(page).toHaveURL(/\/pro-dashboard\/schedule\?date=\d{4}-\d\d-\d\d$/);

    // And the mail, on the practice's clock.
    const proMail = await latestMail(
      page.request,
      demo.professional.email,
      new RegExp(`^New booking: Juniper ${lastName}, `),
    );
    expect(proMail.text).toContain('(America/Los_Angeles)');

    // The practice moves the session an hour later: the client's mail says so, in Berlin time.
    const hold = (await (
      await client.get(`/api/scheduler/v1/timeslot_patient/${timeslot_id}`)
    ).json()) as {
      appointment_id: string;
    };
    const start = Date.parse(slot.timeslot_datetime_start) + 3_600_000;
    const moved = await page.request.put(`/api/scheduler/v1/appointment/${hold.appointment_id}`, {
      data: {
        appointment_start: new Date(start).toISOString(),
        appointment_end: new Date(start + slot.timeslot_length_minute * 60_000).toISOString(),
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await latestMail(client, clientEmail, /^Session moved to /);

    // The client reads it in the mailbox.
    const clientPage = await clientContext.newPage();
    await clientPage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
    await clientPage.goto(`/dev/mailbox?to=${encodeURIComponent(clientEmail)}`);
    const mail = clientPage
      .getByRole('article')
      .filter({ has: clientPage.getByRole('heading', { name: /^Session moved to / }) });
    await expect(mail).toContainText(/moved your session/);
    await expect(mail).toContainText(/It was on \w+day, .+ \(Europe\/Berlin\)\./);
    await expect(mail).toContainText(/It is now on \w+day, .+ \(Europe\/Berlin\)\./);
    await saveScreenshot(clientPage, testInfo, 'notifications-moved-mail');
    await clientContext.close();
  },
);
