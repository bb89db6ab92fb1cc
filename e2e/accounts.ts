import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './support';

// Helpers for the account journeys. Each test makes its own accounts (desktop and phone run
// in parallel on one server); the demo accounts are only ever signed in to, never changed.

export const demo = {
  professional: { email: 'demo.professional@example.com', password: 'Demo-Professional-2026' },
  scheduler: { email: 'demo.scheduler@example.com', password: 'Demo-Scheduler-2026' },
  member: { email: 'demo.member@example.com', password: 'Demo-Member-2026' },
  /** One of the platform's operators: the desk at /admin. */
  operator: { email: 'demo.operator@example.com', password: 'Demo-Operator-2026' },
} as const;

export const newPassword = 'Fern-Leaf-2026!';

export function uniqueEmail(kind: string, testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${kind}-${Date.now()}-${random}-${testInfo.project.name}@example.org`;
}

type Mail = { subject: string; text: string };

/** The newest mail to `to` whose subject matches, from the dev mailbox (polls a while). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await answer.json()) as { messages: Mail[] };
      found = messages.find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** The link to `path` in a mail, made relative so it opens on the test server. */
export function linkIn(mail: Mail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

type AccountKind = 'professional' | 'member';

/** What the member intake saves for a test member (PUT /api/users/v1/patient/). */
export const memberIntake = {
  first_name: 'Juniper',
  last_name: 'Reyes',
  dob: '2001-03-07',
  home_address_line1: '12 Elm Street',
  country: 'US',
  home_state: 'NY',
  home_city: 'Albany',
  home_zipcode: '12207',
};

/**
 * Registers and confirms an account through the API; a member's intake is saved too, unless
 * `finishIntake` is false. With a page's request context the page is signed in to it; with
 * the bare `request` fixture it is not.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  kind: AccountKind,
  email: string,
  { password = newPassword, finishIntake = true } = {},
) {
  const registration =
    kind === 'professional'
      ? request.post('/api/users/v1/orchid_pro/account', {
          data: {
            user_in: { email, password },
            orchid_pro_in: { first_name: 'Iris', last_name: 'Novak', is_over_eighteen: true },
          },
        })
      : request.post('/api/users/v1/patient/account', {
          data: {
            user_in: { email, password },
            patient_in: { first_name: 'Juniper', is_over_eighteen: true },
          },
        });
  expect((await registration).status()).toBe(201);
  const link = linkIn(await latestMail(request, email, /^Confirm your email/), '/confirm-email');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const confirmed = await request.post('/api/users/v1/confirm_email', { data: { token } });
  expect(confirmed.status()).toBe(200);
  if (kind === 'member' && finishIntake) {
    const intake = await request.put('/api/users/v1/patient/', { data: memberIntake });
    expect(intake.status()).toBe(200);
  }
}

/** Fills the login form (of the page, or of the dialog given) and submits it. */
export async function logInWith(form: Page | Locator, email: string, password: string) {
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Where the demo member lands after logging in: the demo member has a minor profile, and a
 * member with minors first chooses whom to act for (§2 "Landing after login").
 */
export const demoMemberLanding = /\/member-dashboard\/switch-accounts$/;

const stepMs = 30_000;
const totpStep = () => Math.floor(Date.now() / stepMs);

/**
 * Time-based codes from the secret shown at setup. The server takes each 30-second step's
 * code once, so every code after the first waits for a fresh step.
 */
export function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')) });
  let lastStep: number | undefined;
  return {
    async nextCode(page: Page): Promise<string> {
      if (lastStep !== undefined && totpStep() <= lastStep) {
        await page.waitForTimeout((lastStep + 1) * stepMs - Date.now() + 250);
      }
      lastStep = totpStep();
      return totp.generate();
    },
  };
}

/** Pastes text into the focused element as a person would (a paste event with the text). */
export async function pasteInto(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The six boxes of the one-time code input. */
export const codeBoxes = (page: Page) => page.getByRole('textbox', { name: /^Digit \d of 6$/ });

export async function typeCode(page: Page, code: string) {
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
}

/**
 * Opens the account menu (dashboard header or top bar) and logs out, returning once the server
 * has answered: a navigation started earlier would cancel the log-out's request.
 */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/login/v1/logout'),
  );
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await answered).ok()).toBe(true);
}

/**
 * Finishes a professional's quick intake through the API, as its five Continue clicks would
 * (a therapist type record, then each step's fields), for journeys that start after onboarding.
 */
export async function onboardProfessional(request: APIRequestContext) {
  const type = await request.post('/api/users/v1/orchid_pro_type/create', {
    data: { orchid_pro_type: { type: 'therapist' } },
  });
  expect(type.status()).toBeLessThan(300);
  const steps = [
    { name_schema: 'first_last', dob: '1985-03-09' },
    { licenses: [{ conferring_entity: 'NY', license_number: 'LMHC-1234', type: 'LMHC' }] },
    {
      office_address_line1: '10 Hudson St',
      office_city: 'New York',
      office_state: 'NY',
      office_zipcode: '10013',
      mail_address_line1: '22 Home Ave',
      mail_city: 'Brooklyn',
      mail_state: 'NY',
      mail_zipcode: '11201',
    },
    {
      heard_about_orchid_via: 'Search Engine',
      agreed_to_terms_of_use: true,
      confirmed_have_social_security_number_allowed_to_work_in_usa: true,
    },
  ];
  for (const step of steps) {
    const saved = await request.put('/api/users/v1/orchid_pro/', { data: step });
    expect(saved.status()).toBe(200);
  }
}
