import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, onboardProfessional, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';

// The directory (issue 14; accounts-and-access §2): a visitor finds a professional with
// filters kept in the address, opens the profile, sees free times on their own clock and
// books one (the checkout's address); a professional fills in what clients choose by and
// uploads a photo. The demo professional (Maya Okafor, a therapist in Oregon with weekday
// hours and two session types) is the one listed on a fresh installation.

test.describe.configure({ timeout: 150_000 });

const demoPro = 'Maya Okafor';

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a visitor searches with filters, widens an empty search, opens a profile and books a free time', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Find a professional' }).first().click();
  await expect(page).toHaveURL(/\/professional-search$/);
  await expect(page).toHaveTitle('Find a professional | Orchid');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a professional' })).toBeVisible();

  // Each choice is in the address.
  await page.getByRole('combobox', { name: 'State', exact: true }).fill('Oreg');
  await page.getByRole('option', { name: 'Oregon', exact: true }).click();
  await expect(page).toHaveURL(/[?&]state=OR\b/);
  await chooseOption(page, 'Specialty', 'Therapists');
  await expect(page).toHaveURL(/[?&]specialty=therapist\b/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapists in Oregon');
  const results = page.getByRole('list', { name: 'Professionals' });
  const card = results.getByRole('listitem').filter({ hasText: demoPro });
  await expect(card).toBeVisible();
  await expect(card).toContainText('per session');
  await expect(card).toContainText('Telehealth');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'directory-results');

  // A filter nobody matches: the empty state offers to take it away again.
  await page.getByRole('button', { name: 'More filters' }).click();
  await chooseOption(page, 'Language', 'Mandarin');
  await expect(page).toHaveURL(/[?&]language=Mandarin\b/);
  await expect(
    page.getByRole('heading', { name: 'No professionals match all of these filters' }),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'directory-empty');
  await page.getByRole('button', { name: 'Remove Language: Mandarin' }).click();
  await expect(card).toBeVisible();
  await expect(page).not.toHaveURL(/language=/);
  // Back brings the last search back, as the address kept it.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]language=Mandarin\b/);
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue(
    'Mandarin',
  );
  await page.goBack();
  await expect(card).toBeVisible();

  // The state's own page, as the footer links to it; an unknown state is not found.
  await page.goto('/therapists/oregon');
  await expect(page).toHaveTitle('Therapists in Oregon | Orchid');
  await expect(card).toBeVisible();
  await page.goto('/therapists/atlantis');
  await expect(page).toHaveTitle('Page not found | Orchid');
  await page.goto('/therapists/oregon');

  // The profile: who, what it costs, and free times by day on the visitor's clock.
  await card.getByRole('link', { name: demoPro, exact: true }).click();
  await expect(page).toHaveURL(/\/professional-search\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: demoPro })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${demoPro}`));
  const prices = page.getByRole('heading', { name: 'Sessions and prices' }).locator('..');
  await expect(prices).toContainText(/\$\d+\.\d\d/);
  const freeTimes = page.getByRole('button', { name: /^Book / });
  await expect(freeTimes.first()).toBeVisible();
  const days = page.getByRole('region', { name: /^\w+day, \w+ \d+$/ });
  await expect(days).toHaveCount(4);
  await page.getByRole('button', { name: /^Show \d+ more days$/ }).click();
  await expect(days).not.toHaveCount(4);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'directory-profile');

  const profileUrl = page.url();
  await freeTimes.first().click();
  await expect(page).toHaveURL(
    /\/professional-search\/[^/?]+\/checkout\?start=[^&]+&length=\d+&type=[^&]+&firstname=Maya&lastname=Okafor$/,
  );
  const checkout = new URL(page.url());
  expect(checkout.pathname).toBe(`${new URL(profileUrl).pathname}/checkout`);
  expect(Date.parse(checkout.searchParams.get('start') ?? '')).toBeGreaterThan(Date.now());
});

test('a professional fills in their directory profile and uploads a photo', async ({
  page,
  request,
}, testInfo) => {
  // Another practice already has an address.
  const taken = `taken-${Date.now().toString(36)}-${testInfo.project.name}`;
  await createConfirmedAccount(request, 'professional', uniqueEmail('other', testInfo));
  await onboardProfessional(request);
  const other = await request.get('/api/users/v1/orchid_pro/directory_profile');
  expect(other.status()).toBe(200);
  const saved = await request.put('/api/users/v1/orchid_pro/directory_profile', {
    data: { ...(await other.json()), photo_url: undefined, custom_url: taken },
  });
  expect(saved.status()).toBe(200);

  await createConfirmedAccount(page.request, 'professional', uniqueEmail('listing', testInfo));
  await onboardProfessional(page.request);
  await page.goto('/pro-dashboard/settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Directory profile', exact: true })
    .click();
  await expect(page).toHaveURL(/\/pro-dashboard\/settings\/directory-profile$/);
  await expect(page).toHaveTitle('Directory profile | Orchid');

  // A photo: checked here first, then sent and shown.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'photo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByRole('alert')).toHaveText('Upload a JPEG, PNG or WebP image.');
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: squarePng(96) });
  await expect(page.getByText('Photo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Iris Novak' })).toBeVisible();

  await page
    .getByRole('textbox', { name: 'About you' })
    .fill('I help adults with anxiety and grief, in English and Spanish.');
  await chooseOption(page, 'Issues you treat', 'Anxiety');
  await page.keyboard.press('Escape');
  await chooseOption(page, 'Languages', 'Spanish');
  await page.keyboard.press('Escape');
  await chooseOption(page, 'Insurance accepted', 'Aetna');
  await page.keyboard.press('Escape');
  await chooseOption(page, 'Gender identity', 'Woman');

  // The address another practice has: refused under the field.
  const address = page.getByRole('textbox', { name: 'Your own address' });
  await address.fill(taken);
  await page.getByRole('button', { name: 'Save directory profile' }).click();
  await expect(page.getByText('This address is taken. Try another.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'directory-profile-settings');

  const own = `iris-${Date.now().toString(36)}-${testInfo.project.name}`;
  await address.fill(own);
  await page.getByRole('button', { name: 'Save directory profile' }).click();
  await expect(page.getByText('Directory profile saved')).toBeVisible();

  // Kept: a reload shows what was saved.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'About you' })).toHaveValue(
    'I help adults with anxiety and grief, in English and Spanish.',
  );
  await expect(address).toHaveValue(own);
  await expect(page.getByRole('img', { name: 'Photo of Iris Novak' })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  // The photo can go again.
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Iris Novak' })).toHaveCount(0);
});

/** A square violet PNG, `size` pixels wide. */
function squarePng(size: number): Buffer {
  const violet = Buffer.from([0x9c, 0x6b, 0xc4]);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: size }, () => violet)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
