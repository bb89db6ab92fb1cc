import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by the real server on a fresh embedded
// database, in Debian's Chromium. Every journey runs on a desktop; those tagged '@phone' run
// on a phone-sized screen as well, and '@phone-only' ones only there. A journey earns the tag
// when the phone shows it differently (menus, panels, layout at 360 px, the client's booking
// and bell): running every flow twice repeated what the desktop had already shown and took
// CI past its time.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  // Two browsers, axe and the server share a small machine: pages can take seconds to settle.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // The API calls journeys make to set things up (page.request) carry cookies like the
    // browser's own; the server asks such writes to name our origin, as browsers do.
    extraHTTPHeaders: { origin: baseURL },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // This machine has no internet: keep Chromium from trying to reach its services.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // A phone: 390x844 portrait with a mobile user agent, rendered by Chromium.
    { name: 'phone', grep: /@phone/, use: { ...devices['iPhone 13'], browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
