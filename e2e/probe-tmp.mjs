import { chromium, devices } from '@playwright/test';

const base = 'http://127.0.0.1:3299';
const out = '/tmp/pw';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function account(page, { intake = true } = {}) {
  const email = `probe-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  await page.request.post('/api/users/v1/patient/account', {
    data: {
      user_in: { email, password: 'Fern-Leaf-2026!' },
      patient_in: { first_name: 'Juniper', is_over_eighteen: true },
    },
  });
  const mails = await (
    await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
  ).json();
  const token = mails.messages[0].text.match(/token=([^\s]+)/)[1];
  await page.request.post('/api/users/v1/confirm_email', { data: { token } });
  if (intake)
    await page.request.put('/api/users/v1/patient/', {
      data: {
        first_name: 'Juniper',
        last_name: 'Reyes',
        dob: '2001-03-07',
        home_address_line1: '12 Elm Street',
        country: 'US',
        home_state: 'NY',
        home_city: 'Albany',
        home_zipcode: '12207',
      },
    });
}
for (const [name, opts] of [
  ['phone', { ...devices['iPhone 13'], viewport: { width: 360, height: 740 } }],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
]) {
  const context = await browser.newContext({ ...opts, baseURL: base });
  const page = await context.newPage();
  await account(page, { intake: false });
  await page.goto('/member-dashboard/homepage');
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).waitFor();
  await page.screenshot({ path: `${out}/${name}-intake.png` });
  await page.request.put('/api/users/v1/patient/', {
    data: {
      first_name: 'Juniper',
      last_name: 'Reyes',
      dob: '2001-03-07',
      home_address_line1: '12 Elm Street',
      country: 'US',
      home_state: 'NY',
      home_city: 'Albany',
      home_zipcode: '12207',
    },
  });
  for (const path of process.argv.slice(2)) {
    await page.goto(path);
    await page.waitForTimeout(1500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${out}/${name}-${path.split('/').pop()}.png` });
    if (name === 'phone') {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${path.split('/').pop()}-2.png` });
    }
  }
  await context.close();
}
await browser.close();
