import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resealStoredValues } from '../../db/sealed-columns';
import { listSubmissions } from '../../modules/blog/repo';
import { mailedToken, register, registerConfirmed, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { adminDatabaseUrl, testDriver } from '../../test/test-env';
import { openPglite } from '../db/pglite';
import { createHealthVault, type HealthVault } from './health-vault';

// Every sealed field gets a marker through the API; the marker must be readable back through
// the API and appear nowhere in the database's files (PGlite's data folder, a pg_dump).
const markers = {
  memberDob: '1987-06-05',
  memberPhone: '2125550123',
  biography: 'MARKER-BIOGRAPHY-7f3a',
  groupId: 'MARKER-GROUP-7f3a',
  memberId: 'MARKER-MEMBER-7f3a',
  proDob: '1979-08-07',
  proPhone: '3125550177',
  homeAddress: 'MARKER-HOME-7f3a',
  homeCity: 'MARKER-CITY-7f3a',
  officeAddress: 'MARKER-OFFICE-7f3a',
  mailAddress: 'MARKER-MAILING-7f3a',
};

async function writeMarkers(t: TestApp) {
  const member = await registerConfirmed(t, { email: 'sealed-member@example.org', type: 'member' });
  const saved = await member.browser.put('/api/users/v1/patient/', {
    first_name: 'Sam',
    last_name: 'Rivera',
    dob: markers.memberDob,
    phone_number: markers.memberPhone,
    biography: markers.biography,
    insurance_group_id: markers.groupId,
    insurance_member_id: markers.memberId,
    home_address_line1: markers.homeAddress,
    home_city: markers.homeCity,
  });
  expect(saved.statusCode).toBe(200);
  const minor = await member.browser.post('/api/users/v1/minors', {
    first_name: 'Robin',
    last_name: 'Rivera',
    dob: '2016-02-03',
    relationship: 'Parent',
  });
  expect(minor.statusCode).toBe(201);
  const pro = await registerConfirmed(t, { email: 'sealed-pro@example.org' });
  const proSaved = await pro.browser.put('/api/users/v1/orchid_pro/', {
    dob: markers.proDob,
    phone_number: markers.proPhone,
    office_address_line1: markers.officeAddress,
    mail_address_line1: markers.mailAddress,
  });
  expect(proSaved.statusCode).toBe(200);

  // Read back through the API: opened for their owners.
  expect((await member.browser.get('/api/users/v1/patient/')).json()).toMatchObject({
    dob: markers.memberDob,
    phone_number: markers.memberPhone,
    biography: markers.biography,
    insurance_group_id: markers.groupId,
    insurance_member_id: markers.memberId,
    home_address_line1: markers.homeAddress,
    home_city: markers.homeCity,
  });
  expect((await member.browser.get('/api/users/v1/minors')).json().minors[0].dob).toBe(
    '2016-02-03',
  );
  expect((await pro.browser.get('/api/users/v1/orchid_pro/')).json()).toMatchObject({
    dob: markers.proDob,
    phone_number: markers.proPhone,
    office_address_line1: markers.officeAddress,
    mail_address_line1: markers.mailAddress,
  });
}

/** A test of one driver's files: this suite runs once per driver, each checks its own. */
const onlyOn = (driver: 'pglite' | 'postgres') =>
  testDriver() === driver ? it : ((() => {}) as unknown as typeof it);

const allMarkers = [...Object.values(markers), '2016-02-03'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('health data at rest', () => {
  onlyOn('pglite')(
    'is nowhere in the embedded database files',
    async () => {
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'orchid-sealed-')), 'pglite');
      const database = await openPglite(dataDir);
      await database.migrate();
      const t = await createTestApp({ database });
      await writeMarkers(t);
      await t.close();
      await database.close();
      const files = filesUnder(dataDir);
      expect(files.length).toBeGreaterThan(100);
      for (const file of files) {
        const bytes = readFileSync(file);
        for (const marker of allMarkers) {
          expect(bytes.includes(marker), `${marker} in ${file}`).toBe(false);
        }
      }
    },
    60_000,
  );

  onlyOn('postgres')(
    'is nowhere in a PostgreSQL dump',
    async () => {
      const t = await createTestApp();
      await writeMarkers(t);
      const result = await t.database.db.execute(sql`select current_database() as name`);
      const [row] = (result as { rows: { name: string }[] }).rows;
      const url = new URL(adminDatabaseUrl());
      url.pathname = `/${row?.name}`;
      const dump = execFileSync('pg_dump', ['--no-owner', url.toString()], { encoding: 'utf8' });
      expect(dump).toContain('s1.');
      for (const marker of allMarkers) expect(dump).not.toContain(marker);
      await t.close();
    },
    60_000,
  );

  it('holds for mails kept in the outbox, demo requests, blog submissions and error reports', async () => {
    const t = await createTestApp();
    // A mail with a live link: the confirmation link of a registration.
    await register(t, { email: 'sealed-outbox@example.org', type: 'member' });
    const token = await mailedToken(t, 'sealed-outbox@example.org', 'confirm-email');
    const anyone = new TestBrowser(t.app, '203.0.113.77');
    const demo = await anyone.post('/api/quiz/v1/marketing_page/request_demo', {
      first_name: 'MARKERDEMOFIRST',
      last_name: 'MARKERDEMOLAST',
      email: 'demo-marker@example.org',
    });
    expect(demo.statusCode).toBe(200);
    const bio = 'MARKER-AUTHOR-BIO-7f3a';
    const submitted = await anyone.post('/api/blog/v1/submissions', {
      name: 'Dana Moss',
      email: 'dana@example.org',
      suggested_title: 'Rest is part of the work',
      category: 'clinician-wellness',
      author_bio: bio,
      document_url: 'https://docs.example.org/d/1',
      draft_file: null,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const reported = await anyone.post('/api/reporting/v1/frontend_error', {
      live_dev_env: 'live',
      url: 'http://localhost:3000/reset-password?token=MARKERURLTOKEN',
      reporter_module: 'global-error-handler',
      context: '{"marker":"MARKER-CONTEXT-7f3a"}',
      frontend_error: 'TypeError: MARKER-ERROR-7f3a is undefined',
    });
    expect(reported.statusCode).toBe(201);
    while ((await t.app.jobs.runDue(100)) > 0) {}

    const rows = async (query: ReturnType<typeof sql>) =>
      JSON.stringify(((await t.database.db.execute(query)) as { rows: unknown[] }).rows);
    const stored = [
      await rows(sql`select subject, text_body, html_body, attachments, headers from mail_outbox`),
      await rows(sql`select first_name, last_name from demo_requests`),
      await rows(sql`select author_bio from blog_submissions`),
      await rows(sql`select url, context, frontend_error from frontend_error_reports`),
    ];
    for (const text of stored) {
      expect(text).toContain('s1.');
      for (const marker of [token, 'MARKERDEMOFIRST', 'MARKERDEMOLAST', bio, 'MARKERURLTOKEN']) {
        expect(text).not.toContain(marker);
      }
      for (const marker of ['MARKER-CONTEXT-7f3a', 'MARKER-ERROR-7f3a', 'Confirm']) {
        expect(text).not.toContain(marker);
      }
    }
    // Opened where they are read: the dev mailbox (above, the token), the operator's lists.
    const mailbox = await t.app.inject({
      url: `/dev/mailbox/messages?to=${encodeURIComponent(t.accounts.supportEmail)}`,
      remoteAddress: '127.0.0.1',
    });
    expect(mailbox.body).toContain('MARKERDEMOFIRST');
    const errors = await t.app.inject({ url: '/dev/frontend-errors', remoteAddress: '127.0.0.1' });
    expect(errors.body).toContain('MARKER-ERROR-7f3a');
    const [submission] = await listSubmissions(t.database.db, t.accounts.vault, {
      skip: 0,
      limit: 1,
    });
    expect(submission?.authorBio).toBe(bio);
    await t.close();
  }, 60_000);

  it('is sealed again under a new data key by the rotation, and still opens', async () => {
    const t = await createTestApp();
    const member = await registerConfirmed(t, { email: 'rotated@example.org', type: 'member' });
    await member.browser.put('/api/users/v1/patient/', {
      first_name: 'Sam',
      last_name: 'Rivera',
      dob: '1990-01-02',
      biography: 'before rotation',
    });
    const oldKey = await t.accounts.vault.currentKeyId();
    // As the operator's command does, from another process than the server's.
    const newKey = await t.accounts.vault.rotate();
    expect(newKey).not.toBe(oldKey);
    const resealed = await resealStoredValues(t.database.db, t.accounts.vault, {
      everything: true,
    });
    expect(resealed).toBeGreaterThanOrEqual(2);
    const stored = await t.database.db.execute(
      sql`select biography from member_profiles where biography is not null`,
    );
    for (const { biography } of (stored as { rows: { biography: string }[] }).rows)
      expect(biography.startsWith(`s1.${newKey}.`)).toBe(true);
    expect((await member.browser.get('/api/users/v1/patient/')).json().biography).toBe(
      'before rotation',
    );
    await t.close();
  });

  it('is taken up by a server that did not rotate once it looks again', async () => {
    const t = await createTestApp();
    const server = createHealthVault({
      db: t.database.db,
      clock: t.clock,
      appSecret: String(testConfig().appSecret),
    });
    const command = createHealthVault({
      db: t.database.db,
      clock: t.clock,
      appSecret: String(testConfig().appSecret),
    });
    const before = await server.currentKeyId();
    const rotated = await command.rotate();
    expect(await server.currentKeyId()).toBe(before);
    await server.refresh();
    expect(await server.currentKeyId()).toBe(rotated);
    const sealed = await server.seal('after rotation', 'test.place:1');
    expect(sealed.startsWith(`s1.${rotated}.`)).toBe(true);
    expect(await command.open(sealed, 'test.place:1')).toBe('after rotation');
    await t.close();
  });

  it('leaves a row saved during the re-seal for the next run instead of undoing the save', async () => {
    const t = await createTestApp();
    const member = await registerConfirmed(t, { email: 'racing@example.org', type: 'member' });
    const save = (biography: string) =>
      member.browser.put('/api/users/v1/patient/', {
        first_name: 'Sam',
        last_name: 'Rivera',
        dob: '1990-01-02',
        biography,
      });
    await save('first words');
    const newKey = await t.accounts.vault.rotate();
    // The save lands between the re-seal's read of the row and its write.
    const racing: HealthVault = {
      ...t.accounts.vault,
      seal: async (plaintext, place) => {
        if (plaintext === 'first words') await save('saved meanwhile');
        return t.accounts.vault.seal(plaintext, place);
      },
    };
    await resealStoredValues(t.database.db, racing, { everything: true });
    expect((await member.browser.get('/api/users/v1/patient/')).json().biography).toBe(
      'saved meanwhile',
    );
    await resealStoredValues(t.database.db, t.accounts.vault, { everything: true });
    const stored = await t.database.db.execute(
      sql`select biography from member_profiles where biography is not null`,
    );
    for (const { biography } of (stored as { rows: { biography: string }[] }).rows)
      expect(biography.startsWith(`s1.${newKey}.`)).toBe(true);
    await t.close();
  });
});
