// Draws public/og-image.png, the picture link previews show for our pages (Open Graph
// og:image, 1200 x 630): the brand mark of favicon.svg on the theme's soft orchid, no words,
// so it suits any BRAND_NAME (the preview prints the title and site name beside it). Drawn by
// Chromium (the one the journeys use); run it again after the mark changes, and commit the
// file:   node apps/web/scripts/make-og-image.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').replace(
  /<title>[^<]*<\/title>/,
  '',
);

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;justify-content:center;
  background:#efe0f5">
  <div style="width:360px;height:360px;border-radius:50%;background:#fff;display:flex;
    align-items:center;justify-content:center;box-shadow:0 24px 60px rgba(79,39,102,.18)">
    <div style="width:260px;height:260px">${mark.replace('<svg ', '<svg width="260" height="260" ')}</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(publicDir, 'og-image.png') });
await browser.close();
console.log('wrote public/og-image.png');
