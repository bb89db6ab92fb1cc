import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from '../support';
import {
  addClient,
  addDays,
  bookSessions,
  firstMondayAhead,
  newPractice,
  openSchedule,
  practiceClock,
  practiceTime,
  saveScheduleScreenshot,
  sessionsOf,
  sidePanel,
} from './schedule-setup';

test.describe.configure({ timeout: 120_000 });

const conflict = 'Oops...There is a conflicting session';

/** Drags a calendar event by its top edge to the top of the day view's row of `time`. */
async function dragTo(page: Page, event: Locator, time: string) {
  const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await lane.scrollIntoViewIfNeeded();
  await event.scrollIntoViewIfNeeded();
  const from = await event.boundingBox();
  const row = await lane.boundingBox();
  if (!from || !row) throw new Error('the event or the row is not on the screen');
  const grabX = from.x + from.width / 2;
  const grabY = from.y + 6;
  await page.mouse.move(grabX, grabY);
  await page.mouse.down();
  await page.mouse.move(grabX, grabY + 20, { steps: 4 });
  await page.mouse.move(grabX, row.y + 6, { steps: 12 });
  await page.mouse.up();
}

test(
  'moving a session onto another is refused with the message, and the session stays',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await newPractice(page.request, testInfo);
    const client = await addClient(page.request, { first_name: 'Ada', last_name: 'Lind' });
    const tuesday = addDays(firstMondayAhead(1), 1);
    await bookSessions(page.request, client, [
      practiceTime(tuesday, '10:00'),
      practiceTime(tuesday, '13:00'),
    ]);
    await openSchedule(page, 'timeGridDay', tuesday);
    const events = page.locator('.fc-timegrid-event', { hasText: 'Ada Lind' });
    await expect(events).toHaveCount(2);
    const later = events.filter({ hasText: '1:00' });

    if (phone) {
      // On a phone the session moves through its panels.
      await later.click();
      await sidePanel(page, 'Session details')
        .getByRole('button', { name: 'Edit session' })
        .click();
      const edit = sidePanel(page, 'Edit session');
      await edit.getByLabel(/^Start/).fill('10:00');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit.getByRole('alert')).toHaveText(conflict);
      await expectAccessible(page);
      await saveScreenshot(page, testInfo, 'schedule-conflict', { fullPage: false });
      await edit.getByRole('button', { name: 'Close' }).click();
    } else {
      await dragTo(page, later, '10:00');
      await expect(page.getByRole('alert')).toHaveText(conflict);
      // Put back where it was.
      await expect(later).toHaveCount(1);
      await expectAccessible(page);
      await saveScheduleScreenshot(page, testInfo, 'schedule-conflict');
    }
    expect((await sessionsOf(page.request)).map((s) => practiceClock(s.appointment_start))).toEqual(
      ['10:00', '13:00'],
    );

    if (!phone) {
      // Dragged to free time, it moves, and only it.
      // (The pointer lands within a 15-minute step of the row: the page may scroll as it moves.)
      await dragTo(page, later, '15:00');
      await expect(page.getByText('Session moved')).toBeVisible();
      const moved = (await sessionsOf(page.request)).map((s) => practiceClock(s.appointment_start));
      expect(moved[0]).toBe('10:00');
      expect(['14:45', '15:00', '15:15']).toContain(moved[1]);
      await expect(events.filter({ hasText: /^1:00/ })).toHaveCount(0);
      await expect(events.filter({ hasText: /^(2:45|3:00|3:15)pm/ })).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await saveScheduleScreenshot(page, testInfo, 'schedule-dragged');

      // A click on free time starts a new session there.
      const lane = page.locator('td.fc-timegrid-slot-lane[data-time="16:30:00"]');
      await lane.scrollIntoViewIfNeeded();
      await lane.click({ position: { x: 200, y: 4 } });
      const newSession = sidePanel(page, 'New session');
      await expect(newSession.getByLabel(/^Date\s*\*?$/)).toHaveValue(tuesday);
      await expect(newSession.getByLabel(/^Start/)).toHaveValue('16:30');
      await expect(newSession.getByRole('combobox', { name: 'Choose a client' })).toBeVisible();
    }
  },
);
