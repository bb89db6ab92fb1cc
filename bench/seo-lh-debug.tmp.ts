import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startServer, stop } from '/work/wt-seo/bench/processes';
const root = '/work/wt-seo';
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seo-lh-'));
const server = await startServer(root, ['apps/server/dist/main.js'], port, {
  PATH: process.env.PATH, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir,
  NODE_ENV: 'production', LOG_LEVEL: 'warn', APP_SECRET: 'bench-secret-bench-secret-bench-secret',
});
try {
  for (const page of (process.env.PAGES ?? '/pricing').split(',')) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const r = await lighthouse(`http://127.0.0.1:${port}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','best-practices','seo'] });
    chrome.kill();
    const lhr = r!.lhr;
    writeFileSync(`/tmp/seo-lhr${page.replace(/\//g, '_')}.json`, JSON.stringify(lhr));
    for (const id of (process.env.AUDITS ?? 'uses-text-compression,inspector-issues,render-blocking-resources,forced-reflow-insight').split(',')) {
      const a = lhr.audits[id];
      console.log(page, id, a?.score, JSON.stringify(a?.details)?.slice(0, 1500));
    }
  }
} finally { await stop(server); }
