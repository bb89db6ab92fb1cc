// `npm run bench:screens`: what a change did to how pages look. It starts this checkout's built
// server and BENCH_BEFORE's (another checkout, built), each on a fresh DATA_DIR with demo data,
// screenshots the same pages on both (a guest's, the demo member's, professional's and
// operator's; on a desktop and on a phone) in Debian's Chromium, and compares them pixel by
// pixel. It prints and writes bench/results/<date>-<commit>-screens.md: each page that differs,
// with how many pixels and where; and it prints the temporary folder that holds a picture of
// each place (before above, after below). The two servers' data differ in their times, tokens
// and ports: those show up too, and the pictures tell them from a change of style.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, devices } from '@playwright/test';
import { PNG } from 'pngjs';
import { commitLabel } from './commit';
import { demoAccounts } from './demo-accounts';
import { appServerEnv, freePort, startServer, stop } from './processes';

const before = process.env.BENCH_BEFORE;
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');

/** The pages, by who looks at them; the demo accounts come with DEMO_DATA. */
const pagesBy: Record<
  string,
  { account?: { username_or_email: string; password: string }; paths: string[] }
> = {
  guest: {
    paths: [
      '/',
      '/pricing',
      '/login',
      '/quick-intake',
      '/get-started',
      '/member-register',
      '/professional-register',
      '/professional-homepage',
      '/professional-search',
      '/group-session',
      '/blogs',
      '/about-us',
      '/support',
      '/partner-with-orchid',
      '/ehr-cost-savings',
      '/measurement-based-care',
      '/switch-ehr-orchid',
      '/terms-of-use',
      '/page-not-found',
    ],
  },
  member: {
    account: demoAccounts.member,
    paths: ['switch-accounts', 'homepage', 'profile', 'edit-profile', 'sessions', 'access-log'].map(
      (tab) => `/member-dashboard/${tab}`,
    ),
  },
  professional: {
    account: demoAccounts.professional,
    paths: [
      '/pro-dashboard/homepage',
      '/pro-dashboard/schedule',
      '/pro-dashboard/policies',
      ...[
        '',
        '/billing',
        '/team',
        '/security',
        '/access-log',
        '/audit-events',
        '/session-types',
        '/availability',
        '/calendar-feed',
        '/directory-profile',
        '/coupons',
        '/groups',
      ].map((tab) => `/pro-dashboard/settings${tab}`),
    ],
  },
  operator: {
    // The platform's operator: not one of the other benches' accounts.
    account: { username_or_email: 'demo.operator@example.com', password: 'Demo-Operator-2026' },
    paths: ['/admin'],
  },
};

const screens = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // As the journeys' phone: its user agent gets the phone's layout.
  phone: devices['iPhone 13'],
};

/** Every page's screenshot, by a name of screen, person and path. */
async function screenshots(browser: Browser, baseURL: string): Promise<Map<string, Buffer>> {
  const shots = new Map<string, Buffer>();
  for (const [screen, device] of Object.entries(screens)) {
    for (const [who, { account, paths }] of Object.entries(pagesBy)) {
      const context = await browser.newContext({
        ...device,
        baseURL,
        extraHTTPHeaders: { origin: baseURL },
        reducedMotion: 'reduce',
        timezoneId: 'America/New_York',
      });
      if (account) {
        const answer = await context.request.post('/api/login/v1/initiate_auth', {
          data: account,
        });
        if (!answer.ok()) throw new Error(`${who} could not sign in: ${answer.status()}`);
      }
      const page = await context.newPage();
      for (const pathname of paths) {
        await page.goto(pathname);
        await page.waitForLoadState('networkidle');
        await page.evaluate('document.fonts.ready.then(() => true)');
        const name = `${screen} ${who} ${pathname}`;
        shots.set(name, await page.screenshot({ fullPage: true, animations: 'disabled' }));
      }
      await context.close();
    }
  }
  return shots;
}

type Difference = { name: string; pixels: number; box: string; picture?: string };

/** The pixels that differ, where, and a picture of that place: before above, after below. */
function compare(name: string, beforePng: Buffer, afterPng: Buffer, folder: string): Difference {
  const a = PNG.sync.read(beforePng);
  const b = PNG.sync.read(afterPng);
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let pixels = Math.abs(a.height - b.height) * width;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x) * 4;
      if (a.data.readUInt32BE(i) === b.data.readUInt32BE(j)) continue;
      pixels++;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  if (a.height !== b.height) bottom = height - 1;
  if (pixels === 0) return { name, pixels, box: '' };
  if (right < 0) [left, top, right] = [0, height - 1, width - 1];
  const margin = 20;
  const [x0, y0] = [Math.max(0, left - margin), Math.max(0, top - margin)];
  const [w, h] = [Math.min(width, right + margin) - x0, Math.min(height, bottom + margin) - y0];
  const picture = new PNG({ width: w, height: h * 2 + 4 });
  for (const [source, offset] of [
    [a, 0],
    [b, h + 4],
  ] as const) {
    PNG.bitblt(source, picture, x0, y0, w, h, 0, offset);
  }
  const file = path.join(folder, `${name.replace(/[^\w-]+/g, '_')}.png`);
  writeFileSync(file, PNG.sync.write(picture));
  const box = `x ${left}-${right}, y ${top}-${bottom}${a.height !== b.height ? `, height ${a.height} → ${b.height}` : ''}`;
  return { name, pixels, box, picture: file };
}

async function main() {
  if (!before) throw new Error('BENCH_BEFORE names the built checkout to compare with.');
  const commit = commitLabel();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'orchid-screens-'));
  const servers = await Promise.all(
    [before, root].map(async (checkout) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orchid-screens-data-'));
      const env = appServerEnv({ port, dataDir, logLevel: 'warn' });
      const child = await startServer(checkout, ['apps/server/dist/main.js'], port, env);
      return { child, dataDir, url: `http://127.0.0.1:${port}` };
    }),
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const [was, now] = await Promise.all(servers.map((server) => screenshots(browser, server.url)));
    const differences = [...(was ?? [])]
      .map(([name, png]) => {
        const after = now?.get(name);
        if (!after) throw new Error(`${name}: no screenshot after`);
        return compare(name, png, after, folder);
      })
      .filter((difference) => difference.pixels > 0)
      .sort((x, y) => y.pixels - x.pixels);
    const report = [
      `# Screens: ${commit} against ${commitLabel(before)} (${new Date().toISOString()})`,
      '',
      `${was?.size ?? 0} screenshots each; ${differences.length} differ.`,
      '',
      '| screen, person, page | pixels | where |',
      '|---|---|---|',
      ...differences.map((d) => `| ${d.name} | ${d.pixels} | ${d.box} |`),
      '',
    ].join('\n');
    console.log(report);
    console.log(`Pictures of each place (before above, after below): ${folder}`);
    mkdirSync(resultsDir, { recursive: true });
    const date = new Date().toISOString().slice(0, 10);
    writeFileSync(path.join(resultsDir, `${date}-${commit}-screens.md`), report);
  } finally {
    await browser.close();
    for (const server of servers) {
      await stop(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
