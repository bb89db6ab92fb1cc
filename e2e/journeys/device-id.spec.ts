import { expect, saveScreenshot, takenOver, test } from '../support';

test('the device id is kept in local storage and a cookie across reloads', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const readIds = async () => {
    const stored = await page.evaluate(() => localStorage.getItem('orchid_device_id'));
    const cookie = (await context.cookies()).find((c) => c.name === 'orchid_device_id');
    return { stored, cookie };
  };

  // Stored once the app runs, in a task of its own (main.tsx): the drawn page shows first.
  await expect.poll(async () => (await readIds()).stored).toMatch(/^[A-Za-z0-9]{16}$/);
  const first = await readIds();
  expect(first.cookie?.value).toBe(first.stored);
  expect(first.cookie?.path).toBe('/');
  expect(first.cookie?.sameSite).toBe('Lax');
  expect(first.cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await takenOver(page);
  const second = await readIds();
  expect(second.stored).toBe(first.stored);
  expect(second.cookie?.value).toBe(first.stored);

  await saveScreenshot(page, testInfo, 'device-id');
});
