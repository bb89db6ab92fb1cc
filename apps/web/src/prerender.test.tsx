import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '@orchid/contracts/blog';
import { entriesCall, entryCall } from '@orchid/contracts/blog-pages';
import { matchRoutes } from 'react-router';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { indexablePaths, prerenderedPages, prerenderPage, renderDataPage } from './prerender';
import { routes, routesWithIds } from './router';

/** index.html as the server fills it in with an installation's settings (web-app.ts). */
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8')
  .replace(/(name="brand-name" content=")[^"]*/, '$1Lakeside &amp; Co')
  .replace(/(name="support-email" content=")[^"]*/, '$1help@lakeside.example');

const publicUrl = 'https://care.example';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const guest = { forPhone: false, publicUrl };
const onPhone = { forPhone: true, publicUrl };

describe('the prerendered pages', () => {
  it('are the pages a guest comes to first, each named with the module of its screen', async () => {
    expect(Object.keys(prerenderedPages)).toEqual(
      expect.arrayContaining([
        '/',
        '/professional-homepage',
        '/pricing',
        '/login',
        '/quick-intake',
        '/professional-search',
        '/book',
        '/terms-of-use',
        '/privacy-policy',
        '/AUP',
        '/clinician-ai-privacy-policy',
        '/waiver-of-liability',
        '/independent-contractor-agreement',
        '/about-us',
        '/support',
        '/feelings',
        '/daily-moods',
        '/write-for-us',
        '/orchid-ehr-faq',
        '/ehr-cost-savings',
        '/measurement-based-care',
        '/ai-progress-note-generator',
        '/switch-ehr-orchid',
        '/ehr-security',
      ]),
    );
    for (const [pathname, { screen: module }] of Object.entries(prerenderedPages)) {
      const lazy = matchRoutes(routes, pathname)?.at(-1)?.route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${pathname} has no lazy screen`);
      const { Component } = await lazy();
      const screenModule = await import(path.resolve(import.meta.dirname, '..', module));
      expect(Object.values(screenModule), pathname).toContain(Component);
    }
  });

  it('name the routes they matched, which the browser finds without matching again', async () => {
    for (const pathname of Object.keys(prerenderedPages)) {
      const html = await prerenderPage(pathname, indexHtml, guest);
      const ids = html.match(/<div id="root" inert data-routes="([^"]*)"/)?.[1]?.split(' ') ?? [];
      const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
      expect(routesWithIds(ids), pathname).toEqual(matched);
      expect(ids.length, pathname).toBe(matched.length);
    }
  });

  it("are drawn as a guest sees them, with the installation's settings", async () => {
    const pricing = await prerenderPage('/pricing', indexHtml, guest);
    expect(pricing).toContain('Plans for every practice</h1>');
    expect(pricing).toContain('Lakeside &amp; Co');
    const login = await prerenderPage('/login', indexHtml, guest);
    expect(login).toContain('Log in to unlock the best of Lakeside &amp; Co</h1>');
    expect(login).toContain('href="mailto:help@lakeside.example?subject=Help%20signing%20in"');
    expect(login).not.toContain('already logged in');
    // The whole page: the footer comes with the screen.
    expect(login).toContain('In crisis? Help is available right now</h2>');
  });

  it('each carry a title, a description, a canonical link and Open Graph in their head', async () => {
    for (const [pathname, page] of Object.entries(prerenderedPages)) {
      const html = await prerenderPage(pathname, indexHtml, guest);
      const { title, description } = await page.head();
      const canonical = `${publicUrl}${page.canonicalPath ?? pathname}`;
      const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      expect(title.length, pathname).toBeGreaterThan(0);
      expect(description.length, pathname).toBeGreaterThan(50);
      expect(html.match(/<title>/g), pathname).toHaveLength(1);
      expect(html, pathname).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html, pathname).toMatch(
        new RegExp(`name="description"\\s+content="${escapeRegExp(attribute(description))}"`),
      );
      for (const [property, content] of [
        ['og:type', 'website'],
        ['og:site_name', 'Lakeside &amp; Co'],
        ['og:title', attribute(title)],
        ['og:description', attribute(description)],
        ['og:url', canonical],
        ['og:image', `${publicUrl}/og-image.png`],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
        ['og:image:alt', 'The Lakeside &amp; Co mark, a violet flower'],
      ]) {
        expect(html, pathname).toContain(`<meta property="${property}" content="${content}" />`);
      }
      const noindex = html.includes('<meta name="robots" content="noindex" />');
      expect(noindex, pathname).toBe(page.indexing === 'noindex');
    }
    // The picture is one of the web's public files, which the server answers at the root.
    const picture = readFileSync(path.resolve(import.meta.dirname, '../public/og-image.png'));
    expect(picture.subarray(1, 4).toString()).toBe('PNG');
    expect([picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('name the pages search engines are offered in the sitemap', () => {
    expect(indexablePaths).toEqual(
      expect.arrayContaining([
        '/',
        '/professional-homepage',
        '/pricing',
        '/terms-of-use',
        '/group-session',
      ]),
    );
    expect(indexablePaths).not.toContain('/login');
    expect(indexablePaths).not.toContain('/quick-intake');
    expect(indexablePaths).not.toContain('/book');
  });

  it('give the directory its title and description for search engines', async () => {
    const search = await prerenderPage('/professional-search', indexHtml, guest);
    expect(search).toContain('<title>Find a professional | Lakeside &amp; Co</title>');
    expect(search).toMatch(
      /name="description"\s+content="Find therapists, psychologists and psychiatrists on Lakeside &amp; Co:/,
    );
    expect(search).toContain('Find a professional</h1>');
    expect(search).toContain('role="status"');
    // /book is the same page, whose canonical link names /professional-search.
    const book = await prerenderPage('/book', indexHtml, guest);
    expect(book).toContain(
      '<link rel="canonical" href="https://care.example/professional-search" />',
    );
  });

  it('give the static pages their own title and description', async () => {
    const page = await prerenderPage('/write-for-us', indexHtml, guest);
    expect(page).toContain('<title>Write for Lakeside &amp; Co | Lakeside &amp; Co</title>');
    expect(page).toMatch(/name="description"\s+content="Write for the Lakeside &amp; Co blog:/);
    expect(page).toContain(
      'href="mailto:help@lakeside.example?subject=Lakeside%20%26%20Co%20Blog%20Post%20Submission"',
    );
    const feelings = await prerenderPage('/feelings', indexHtml, onPhone);
    expect(feelings).toContain('How are you feeling?</h1>');
    expect(feelings).toContain('Nothing is saved or sent anywhere');
  });

  it('give the product pages their titles, measurement-based care the whole one of the spec', async () => {
    const mbc = await prerenderPage('/measurement-based-care', indexHtml, guest);
    expect(mbc).toContain(
      '<title>Lakeside &amp; Co EHR | Measurement-Based Care Tools For Your Practice</title>',
    );
    expect(mbc).toContain('Measurement-based care that runs itself</h1>');
    const calculator = await prerenderPage('/ehr-cost-savings', indexHtml, guest);
    expect(calculator).toContain('<title>EHR Cost Savings Calculator | Lakeside &amp; Co</title>');
    expect(calculator).toContain('See Your Saving Instantly');
    expect(indexablePaths).toContain('/switch-ehr-orchid');
  });

  it("are drawn for a phone with the phone's layout, and say so to the browser", async () => {
    const phone = await prerenderPage('/login', indexHtml, onPhone);
    expect(phone).toMatch(/<div id="root" inert data-routes="[\d -]+" data-phone-portrait>/);
    expect(phone).toContain('Register for an account');
    const other = await prerenderPage('/login', indexHtml, guest);
    expect(other).toMatch(/<div id="root" inert data-routes="[\d -]+">/);
    expect(other).not.toContain('Register for an account');
    const home = await prerenderPage('/', indexHtml, onPhone);
    expect(home).toContain('aria-label="Quick links"');
  });

  it("go into index.html with their screen's chunks and stylesheets, the scripts after the first paint", async () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js', '_button.js'],
        css: ['assets/index.css'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page.js',
        imports: ['_react.js', '_badge.js', '_button.js'],
        css: ['assets/home-page.css'],
      },
      '_badge.js': { file: 'assets/badge.js', imports: ['_button.js'], css: ['assets/badge.css'] },
    };
    const home = await prerenderPage('/', indexHtml, { ...guest, manifest });
    expect(home).toMatch(
      /<div id="root" inert data-routes="0 0-0 0-0-0">.*Find support that feels right for you/s,
    );
    expect(home).toContain(
      '<script defer src="/scripts-after-paint.js" data-entry="/src/main.tsx"></script>',
    );
    expect(home).not.toContain('type="module"');
    const preloaded = [
      ...home.matchAll(
        /<link rel="modulepreload-after-paint" fetchpriority="low" crossorigin href="([^"]+)">/g,
      ),
    ];
    // Each chunk after the ones it imports; none that index.html loads already.
    expect(preloaded.map((link) => link[1])).toEqual(['/assets/badge.js', '/assets/home-page.js']);
    // The page is drawn with its stylesheets, each after those of the chunks it imports (a
    // component's CSS after the CSS of the ones it is built on); the entry's are index.html's.
    const head = home.slice(0, home.indexOf('</head>'));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(stylesheets.map((link) => link[1])).toEqual([
      '/assets/badge.css',
      '/assets/home-page.css',
    ]);
  });
});

describe('the pages of data (the blog)', () => {
  const post: BlogPost = {
    id: 7,
    url: 'rest-is-work',
    title: 'Rest is part of the work',
    summary: 'Why breaks <matter>.',
    tags: ['Wellness'],
    category: { label: 'Clinician Wellness', value: 'clinician-wellness' },
    create_datetime: '2026-03-04T23:30:00.000Z',
    modify_datetime: '2026-03-05T10:00:00.000Z',
    author_display_name: 'Dana Moss',
    author_display_cognito_sub: null,
    author_image_url: null,
    reading_time_minutes: 4,
    body_html: '<h2 id="why">Why</h2><p>Because $& and $1.</p>',
    table_of_contents: [{ id: 'why', title: 'Why', level: 2 }],
  };
  const head = {
    title: post.title,
    description: post.summary,
    path: '/blogs/rest-is-work',
    type: 'article' as const,
    article: {
      publishedTime: post.create_datetime,
      modifiedTime: post.modify_datetime,
      author: 'Dana Moss',
      section: 'Clinician Wellness',
    },
  };

  it('draw a post with the answer of its call, its table of contents and its head', async () => {
    const html = await renderDataPage('/blogs/rest-is-work', indexHtml, {
      forPhone: false,
      head,
      data: [{ path: entryCall('blog', 'rest-is-work').path, answer: post }],
      publicUrl: 'https://care.example',
    });
    expect(html).toContain('Rest is part of the work</h1>');
    // Its body as it is, with no replacement pattern expanded.
    expect(html).toContain('<p>Because $& and $1.</p>');
    expect(html).toContain('In this article');
    expect(html).toContain('href="#why"');
    // Drawn in UTC: the reader's zone comes after hydration.
    expect(html).toContain('March 4, 2026');
    expect(html).toContain('<title>Rest is part of the work | Lakeside &amp; Co</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://care.example/blogs/rest-is-work" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:description" content="Why breaks &lt;matter&gt;." />',
    );
    expect(html).toContain('"@type":"Article"');
    const answers = html.match(
      /<script type="application\/json" id="server-answers">(.*?)<\/script>/,
    )?.[1];
    expect(answers).not.toContain('<');
    expect(JSON.parse(answers ?? '')).toEqual([
      { path: '/api/blog/v1/blog_entry/rest-is-work', answer: post },
    ]);
  });

  it('draw a section with its cards', async () => {
    const { body_html: _body, table_of_contents: _toc, ...entry } = post;
    const html = await renderDataPage('/blogs', indexHtml, {
      forPhone: true,
      head: { title: 'Blog', description: 'Articles', path: '/blogs', type: 'website' },
      data: [{ path: entriesCall('blog').path, answer: [entry] }],
      publicUrl: 'https://care.example',
    });
    expect(html).toMatch(/<div id="root" inert data-routes="[\d -]+" data-phone-portrait>/);
    expect(html).toContain('Blog</h1>');
    expect(html).toContain('href="/blogs/rest-is-work"');
    expect(html).toContain('4 min read');
    expect(html).not.toContain('article:published_time');
  });
});
