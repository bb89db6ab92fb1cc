import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_PHOTO_MAX_BYTES } from '@orchid/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { professionalProfiles } from '../professionals/tables';
import { arrangePro, emptyDirectoryProfile, type Pro, runJobs } from './directory-fixtures';

// The directory profile (custom_url rules and its race), the photo (type, size, cropping,
// storage on disk) and the public pages.

let t: TestApp;
let dataDir: string;
let pro: Pro;
const PROFILE = '/api/users/v1/orchid_pro/directory_profile';
const PHOTO = '/api/users/v1/orchid_pro/profile_image';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-directory-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, REGISTRATIONS_PER_HOUR: '1000' } });
  pro = await arrangePro(t, { email: 'photo-pro@example.org', name: ['Ada', 'Reyes'] });
  await t.database.db
    .insert(professionalProfiles)
    .values({ userId: pro.sub, practiceGroupName: 'Harbor Minds', modifiedAt: t.clock.now() });
  await runJobs(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (browser: TestBrowser, body: Buffer, contentType: string) =>
  browser.request({
    method: 'POST',
    url: PHOTO,
    payload: body as unknown as object,
    headers: { 'content-type': contentType },
  });
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } });

describe('the directory profile', () => {
  it('starts empty, saves, and refuses reserved and malformed addresses', async () => {
    expect((await pro.browser.get(PROFILE)).json()).toEqual({
      ...emptyDirectoryProfile,
      photo_url: null,
    });
    const saved = await pro.browser.put(PROFILE, {
      ...emptyDirectoryProfile,
      biography: 'Couples and families.',
      languages: ['English', 'English', 'French'],
      custom_url: '  Ada-Reyes ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      custom_url: 'ada-reyes',
      languages: ['English', 'French'],
    });
    for (const [url, status, code] of [
      ['pricing', 409, 'directory.customUrlReserved'],
      [pro.sub, 409, 'directory.customUrlReserved'],
      ['a--b', 422, 'platform.invalidInput'],
      ['ab', 422, 'platform.invalidInput'],
    ] as const) {
      const res = await pro.browser.put(PROFILE, { ...emptyDirectoryProfile, custom_url: url });
      expect([res.statusCode, res.json().code], url).toEqual([status, code]);
    }
  });

  it('gives one address to one professional when many ask for it at once', async () => {
    // Registered one after another (their mails go out by jobs); then they race.
    const others = [];
    for (const n of [1, 2, 3, 4, 5]) {
      others.push(await registerConfirmed(t, { email: `url-race${n}@example.org` }));
    }
    const answers = await Promise.all(
      others.map((o) =>
        o.browser.put(PROFILE, { ...emptyDirectoryProfile, custom_url: 'the-same-place' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'directory.customUrlTaken' });
    // Whatever its case, an address taken is taken.
    const upper = await pro.browser.put(PROFILE, {
      ...emptyDirectoryProfile,
      custom_url: 'THE-SAME-PLACE',
    });
    expect(upper.statusCode).toBe(409);
  });
});

describe('the photo', () => {
  it('is cropped to a 400 px square WebP, served publicly, and shown in the directory', async () => {
    const png = await image(800, 500).png().toBuffer();
    const res = await upload(pro.browser, png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photo_url).toBe(`/api/users/orchid_pro/profile_image/${pro.sub}`);
    const served = await new TestBrowser(t.app).get(res.json().photo_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    await runJobs(t);
    const listed = await new TestBrowser(t.app).get('/api/users/v1/directory');
    expect(listed.json().results[0].photo_url).toBe(res.json().photo_url);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, and what is over 5 MB', async () => {
    const jpeg = await image(50, 50).jpeg().toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [jpeg, 'image/png', 415, 'directory.photoType'],
      [Buffer.from('<svg onload=alert(1)>'), 'image/png', 415, 'directory.photoType'],
      [
        Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(100)]),
        'image/jpeg',
        415,
        'directory.photoType',
      ],
      [Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg', 413, 'directory.photoSize'],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await upload(pro.browser, body, type);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const gif = await upload(pro.browser, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    expect((await upload(new TestBrowser(t.app), jpeg, 'image/jpeg')).statusCode).toBe(403);
  });

  it('is replaced and removed, and then answers 404', async () => {
    const first = await new TestBrowser(t.app).get(
      `/api/users/orchid_pro/profile_image/${pro.sub}`,
    );
    await upload(pro.browser, await image(300, 600).jpeg().toBuffer(), 'image/jpeg');
    const second = await new TestBrowser(t.app).get(
      `/api/users/orchid_pro/profile_image/${pro.sub}`,
    );
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    const removed = await pro.browser.delete(PHOTO);
    expect(removed.json().photo_url).toBeNull();
    const gone = await new TestBrowser(t.app).get(`/api/users/orchid_pro/profile_image/${pro.sub}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'directory.noPhoto']);
  });
});

describe('the public pages', () => {
  it("show a listed professional by sub or custom_url, and the practice's professionals", async () => {
    await runJobs(t);
    const anonymous = new TestBrowser(t.app);
    const bySub = await anonymous.get(`/api/users/v1/directory/professional/${pro.sub}`);
    expect(bySub.statusCode, bySub.body).toBe(200);
    expect(bySub.json()).toMatchObject({
      sub: pro.sub,
      first_name: 'Ada',
      practice_group_name: 'Harbor Minds',
      timezone: 'America/New_York',
    });
    const byUrl = await anonymous.get('/api/users/v1/directory/professional/Ada-Reyes');
    expect(byUrl.json().sub).toBe(pro.sub);
    const practice = await anonymous.get('/api/users/v1/directory/practice/harbor%20minds');
    expect(practice.json()).toMatchObject({
      practice_group_name: 'Harbor Minds',
      professionals: [{ sub: pro.sub }],
    });
    for (const url of [
      '/api/users/v1/directory/professional/nobody-here',
      '/api/users/v1/directory/professional/0190a000-0000-7000-8000-0000000000aa',
      '/api/users/v1/directory/practice/Nowhere',
    ]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(404);
    }
  });

  it('stop showing a professional who is no longer listed', async () => {
    await pro.browser.put(PROFILE, { ...emptyDirectoryProfile, listed: false });
    await runJobs(t);
    const res = await new TestBrowser(t.app).get(`/api/users/v1/directory/professional/${pro.sub}`);
    expect(res.statusCode).toBe(404);
  });
});
