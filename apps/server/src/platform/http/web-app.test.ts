import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import { SESSION_MARKER_COOKIE } from '@orchid/contracts/session-cookies';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandIndexHtml, type WebSettings, webApp } from './web-app';

// The web app's own index.html, whose meta tags the server fills in.
const indexHtml = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');

const settings: WebSettings = {
  brandName: 'Lakeside Care',
  supportEmail: 'help@lakeside.example',
  operatorName: 'Lakeside Care Cooperative',
  operatorContact: 'privacy@lakeside.example',
  hipaaClaims: false,
  marketingClaims: [],
};

const meta = (html: string, name: string) =>
  html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];

describe('brandIndexHtml', () => {
  it("writes the brand, the support address and the operator's name and contact", () => {
    const html = brandIndexHtml(indexHtml, settings);
    expect(html).toContain('<title>Lakeside Care</title>');
    expect(meta(html, 'brand-name')).toBe('Lakeside Care');
    expect(meta(html, 'support-email')).toBe('help@lakeside.example');
    expect(meta(html, 'operator-name')).toBe('Lakeside Care Cooperative');
    expect(meta(html, 'operator-contact')).toBe('privacy@lakeside.example');
  });

  it('says whether the operator claims HIPAA compliance, which it does not by default', () => {
    expect(meta(brandIndexHtml(indexHtml, settings), 'hipaa-claims')).toBe('');
    expect(
      meta(brandIndexHtml(indexHtml, { ...settings, hipaaClaims: true }), 'hipaa-claims'),
    ).toBe('true');
  });

  it('lists the marketing claims the operator confirms, none by default', () => {
    expect(meta(brandIndexHtml(indexHtml, settings), 'marketing-claims')).toBe('');
    const confirmed = { ...settings, marketingClaims: ['no-shows', 'soc2-type2'] };
    expect(meta(brandIndexHtml(indexHtml, confirmed), 'marketing-claims')).toBe(
      'no-shows,soc2-type2',
    );
  });

  it("names the operator's demo booking page, none by default", () => {
    expect(meta(brandIndexHtml(indexHtml, settings), 'demo-booking-url')).toBe('');
    const withDemo = { ...settings, demoBookingUrl: 'https://cal.example/lakeside/demo' };
    expect(meta(brandIndexHtml(indexHtml, withDemo), 'demo-booking-url')).toBe(
      'https://cal.example/lakeside/demo',
    );
  });

  it('leaves the operator name empty when it is not set', () => {
    const html = brandIndexHtml(indexHtml, { ...settings, operatorName: undefined });
    expect(meta(html, 'operator-name')).toBe('');
  });

  it('escapes what it writes, and takes $ signs literally', () => {
    const html = brandIndexHtml(indexHtml, {
      ...settings,
      operatorName: 'A "Care" <Co> $1 & $&',
    });
    expect(meta(html, 'operator-name')).toBe('A &quot;Care&quot; &lt;Co&gt; $1 &amp; $&amp;');
  });
});

describe('the pages prerendered for a guest', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'orchid-web-'));
  writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  mkdirSync(path.join(webDir, 'prerender'));
  // Stands in for the web build's prerender module (apps/web/src/prerender.tsx).
  writeFileSync(
    path.join(webDir, 'prerender', 'prerender.js'),
    `export const prerenderedPages = { '/pricing': { screen: 'src/pricing-page.tsx' } };
     export const indexablePaths = ['/pricing', '/terms-of-use'];
     export const isPhone = (userAgent) => userAgent.includes('iPhone');
     export async function prerenderPage(pathname, html, { forPhone }) {
       const brand = html.match(/<title>([^<]*)</)[1];
       const page = (forPhone ? 'Phone plans of ' : 'Plans of ') + brand;
       return html.replace('<div id="root"></div>', '<div id="root"><h1>' + page + '</h1></div>');
     }
     export async function renderDataPage(pathname, html, { forPhone, head, data, publicUrl }) {
       globalThis.dataPageDrawings = (globalThis.dataPageDrawings ?? 0) + 1;
       const drawn = '<h1>' + head.title + '</h1><p>' + JSON.stringify(data) + '</p>';
       return withPageHead(html, head, publicUrl).replace('<div id="root"></div>', '<div id="root">' + drawn + '</div>');
     }
     export function withPageHead(html, head, publicUrl) {
       return html.replace('</head>', '<link rel="canonical" href="' + publicUrl + head.path + '"></head>');
     }`,
  );
  // Stands in for the blog's pages of data (modules/blog/pages.ts).
  let post = { title: 'First post', answer: 1 };
  const serverPages = async (pathname: string) => {
    if (pathname === '/blogs/missing') return { status: 404 as const };
    if (pathname !== '/blogs/first-post') return undefined;
    return {
      status: 200 as const,
      head: {
        title: post.title,
        description: 'd',
        path: '/blogs/first-post',
        type: 'article' as const,
      },
      data: [{ path: '/api/blog/v1/blog_entry/first-post', answer: post.answer }],
    };
  };

  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    await app.register(webApp, {
      webDir,
      publicUrl: 'https://care.example',
      serverPages,
      sitemapUrls: async () => [
        { path: '/blogs' },
        { path: '/blogs/first-post', lastModified: new Date('2026-03-05T10:00:00.000Z') },
      ],
      ...settings,
    });
  });
  afterAll(() => app.close());

  it("name the web app's indexable pages and the blog's addresses in sitemap.xml", async () => {
    const answer = await page('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://care.example/pricing</loc></url>',
        '<url><loc>https://care.example/terms-of-use</loc></url>',
        '<url><loc>https://care.example/blogs</loc></url>',
        '<url><loc>https://care.example/blogs/first-post</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('say in robots.txt where the sitemap is, and keep crawlers off private pages', async () => {
    const answer = await page('/robots.txt');
    expect(answer.body).toContain('Sitemap: https://care.example/sitemap.xml\n');
    for (const path of ['/admin', '/email-preference', '/pro-dashboard', '/member-dashboard']) {
      expect(answer.body).toContain(`Disallow: ${path}\n`);
    }
  });

  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';
  const page = (url: string, { cookie = '', userAgent = desktop } = {}) =>
    app.inject({ url, headers: { cookie, 'user-agent': userAgent } });

  it("are sent drawn, with this installation's settings, to a browser without a session", async () => {
    const answer = await page('/pricing');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Plans of Lakeside Care</h1>');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Cookie, User-Agent, Accept-Encoding');
  });

  it('are drawn for a phone when the user agent is a phone’s', async () => {
    const answer = await page('/pricing', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)',
    });
    expect(answer.body).toContain('<h1>Phone plans of Lakeside Care</h1>');
  });

  it('are drawn by the browser for someone who may be signed in, or at another address', async () => {
    for (const answer of [
      await page('/pricing', { cookie: `${SESSION_MARKER_COOKIE}=1` }),
      await page('/pricing?period=annual'),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
    const other = await page('/login');
    expect(other.body).toContain('<div id="root"></div>');
    // The same for everyone: it varies only by the encoding it is sent in.
    expect(other.headers.vary).toBe('Accept-Encoding');
  });

  it('draw a page of data for a guest with its answers and head, whatever its query string', async () => {
    for (const url of ['/blogs/first-post', '/blogs/first-post?utm_source=mail']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<h1>First post</h1>');
      expect(answer.body).toContain('[{"path":"/api/blog/v1/blog_entry/first-post","answer":1}]');
      expect(answer.body).toContain(
        '<link rel="canonical" href="https://care.example/blogs/first-post">',
      );
      expect(answer.headers.vary).toBe('Cookie, User-Agent, Accept-Encoding');
    }
  });

  it('draw a page of data again only when its data has changed', async () => {
    const drawings = () => (globalThis as { dataPageDrawings?: number }).dataPageDrawings ?? 0;
    await page('/blogs/first-post');
    const before = drawings();
    await page('/blogs/first-post');
    expect(drawings()).toBe(before);
    post = { title: 'First post, edited', answer: 2 };
    expect((await page('/blogs/first-post')).body).toContain('<h1>First post, edited</h1>');
    expect(drawings()).toBe(before + 1);
  });

  it('give a browser that may be signed in the head of a page of data, and draw nothing', async () => {
    const answer = await page('/blogs/first-post', { cookie: `${SESSION_MARKER_COOKIE}=1` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).toContain(
      '<link rel="canonical" href="https://care.example/blogs/first-post">',
    );
  });

  it('answer 404 with the app for a page of data that is not there', async () => {
    const answer = await page('/blogs/missing');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<div id="root"></div>');
  });
});
