// `npm run bench:web`: Lighthouse (mobile preset; performance, accessibility, best practices and
// SEO) in Debian's Chromium on the production build, for the pages a guest sees first. It
// starts the built server on a fresh DATA_DIR and a free port, audits each page BENCH_WEB_RUNS
// times (3 by default, 1 for a quick look; pages interleaved so a busy moment of the machine
// hits all alike), and prints and writes to bench/results/<date>-<commit>-web.json and .md: the
// median of each category's score, LCP, CLS and TBT per page (with min and max), the audits
// that did not pass on a page (from its last run), and what '/' loaded: its JavaScript and CSS
// as gzip bytes of the built files (the budget) and as bytes over the wire.
//
// Run `npm run build` first (`npm run bench:web` at the root does). Targets:
// - issue 12, on /, /pricing, /login and /quick-intake: performance at least 90, CLS under 0.1;
// - issue 15, on /, /professional-homepage, /pricing, a blog post and /ehr-cost-savings:
//   performance at least 95, accessibility 100, best practices and SEO at least 95;
// - '/' at most 150 KB of JavaScript gzip before it is usable.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { commitLabel } from './commit';
import { freePort, startServer, stop } from './processes';

const env = process.env;
const settings = {
  runs: Number(env.BENCH_WEB_RUNS ?? 3),
  // A blog post: a page the server draws per request from its data (docs/blog.md).
  pages: (
    env.BENCH_WEB_PAGES ??
    '/,/professional-homepage,/pricing,/login,/quick-intake,/blogs/how-to-book-a-session,/ehr-cost-savings'
  ).split(','),
  chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
  port: env.BENCH_WEB_PORT ? Number(env.BENCH_WEB_PORT) : undefined,
};
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const resultsDir = path.join(import.meta.dirname, 'results');

/** The built server on a fresh embedded database; resolves once /healthz answers. */
function startBuiltServer(port: number, dataDir: string): Promise<ChildProcess> {
  return startServer(root, ['apps/server/dist/main.js'], port, {
    PATH: env.PATH,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type Scores = Record<Category, number>;

/** The least score of each category a page must have, by the issue that asks for it. */
type Target = { scores: Partial<Scores>; maxCls?: number };
const issue12: Target = { scores: { performance: 90 }, maxCls: 0.1 };
const issue15: Target = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
};
const targetsOf = (page: string): Target[] => [
  ...(['/', '/pricing', '/login', '/quick-intake'].includes(page) ? [issue12] : []),
  ...(['/', '/professional-homepage', '/pricing', '/ehr-cost-savings'].includes(page) ||
  page.startsWith('/blogs/')
    ? [issue15]
    : []),
];

/** A page's targets in words: 'perf ≥ 95, a11y 100, BP ≥ 95, SEO ≥ 95; CLS < 0.1'. */
function targetWords(page: string): string {
  const least: Partial<Scores> = {};
  let maxCls: number | undefined;
  for (const target of targetsOf(page)) {
    for (const [category, score] of Object.entries(target.scores) as [Category, number][]) {
      least[category] = Math.max(least[category] ?? 0, score);
    }
    if (target.maxCls !== undefined) maxCls = target.maxCls;
  }
  const short: Record<Category, string> = {
    performance: 'perf',
    accessibility: 'a11y',
    'best-practices': 'BP',
    seo: 'SEO',
  };
  const words = (Object.entries(least) as [Category, number][]).map(([category, score]) =>
    score === 100 ? `${short[category]} 100` : `${short[category]} ≥ ${score}`,
  );
  if (maxCls !== undefined) words.push(`CLS < ${maxCls}`);
  return words.join(', ') || '–';
}

type Run = {
  page: string;
  run: number;
  /** The performance score (0–100). */
  score: number;
  scores: Scores;
  /** Audits that did not pass (score below 1), with their title; informative ones left out. */
  failing: { id: string; title: string; score: number }[];
  /** Lighthouse's own answer: a page that is not found (404) is measured, and said so. */
  status: number | undefined;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Scripts and stylesheets the page loaded: gzip bytes of the built files, bytes over the wire. */
  js: { files: number; gzipBytes: number; transferBytes: number };
  css: { files: number; gzipBytes: number; transferBytes: number };
};

/** gzip bytes of a built asset the page loaded, from apps/web/dist. */
function builtGzipBytes(url: string): number {
  const file = path.join(webDist, new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

function assetsOf(requests: NetworkRequest[], type: 'Script' | 'Stylesheet') {
  const own = requests.filter((r) => r.resourceType === type && r.url.includes('/assets/'));
  return {
    files: own.length,
    gzipBytes: own.reduce((sum, r) => sum + builtGzipBytes(r.url), 0),
    transferBytes: own.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

async function audit(url: string, page: string, run: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: settings.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details as
      | { items?: NetworkRequest[] }
      | undefined;
    const requests = details?.items ?? [];
    const scores = Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Scores;
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
      )
      .map((a) => ({ id: a.id, title: a.title, score: a.score as number }));
    const mainDocument = requests.find((r) => r.resourceType === 'Document') as
      | (NetworkRequest & { statusCode?: number })
      | undefined;
    return {
      page,
      run,
      score: scores.performance,
      scores,
      failing,
      status: mainDocument?.statusCode,
      lcpMs: Math.round(metric('largest-contentful-paint')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(metric('total-blocking-time')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      js: assetsOf(requests, 'Script'),
      css: assetsOf(requests, 'Stylesheet'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a page load on a busy machine (NO_NAVSTART, "run
 * Lighthouse again"): such a run is repeated, at most twice, rather than ending the bench.
 */
async function auditAgainOnFailure(url: string, page: string, run: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, page, run);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`${page} #${run}: ${(error as Error).message}; again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const spread = (values: number[]) => ({
  min: Math.min(...values),
  median: median(values),
  max: Math.max(...values),
});

function summarise(runs: Run[]) {
  return settings.pages.map((page) => {
    const own = runs.filter((r) => r.page === page);
    const pick = (f: (r: Run) => number) => spread(own.map(f));
    return {
      page,
      score: pick((r) => r.score),
      lcpMs: pick((r) => r.lcpMs),
      cls: pick((r) => r.cls),
      tbtMs: pick((r) => r.tbtMs),
      fcpMs: pick((r) => r.fcpMs),
      jsGzipBytes: pick((r) => r.js.gzipBytes),
      jsTransferBytes: pick((r) => r.js.transferBytes),
      cssGzipBytes: pick((r) => r.css.gzipBytes),
      scores: Object.fromEntries(
        categories.map((c) => [c, spread(own.map((r) => r.scores[c]))]),
      ) as Record<Category, ReturnType<typeof spread>>,
      status: own.at(-1)?.status,
      failing: own.at(-1)?.failing ?? [],
      targets: targetWords(page),
      pass: targetsOf(page).every(
        (target) =>
          (Object.entries(target.scores) as [Category, number][]).every(
            ([category, least]) => median(own.map((r) => r.scores[category])) >= least,
          ) &&
          (target.maxCls === undefined || median(own.map((r) => r.cls)) < target.maxCls),
      ),
    };
  });
}

type Summary = ReturnType<typeof summarise>;

function markdown(summary: Summary, meta: { commit: string; startedAt: string }) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const range = (s: { min: number; median: number; max: number }, f: (n: number) => string) =>
    `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
  const lines = [
    `# Web: Lighthouse, mobile preset (${meta.commit}, ${meta.startedAt})`,
    '',
    `${settings.runs} run(s) per page; medians with (min–max) when there are several runs.`,
    'Targets: issue 12 (perf ≥ 90, CLS < 0.1) on /, /pricing, /login, /quick-intake; issue 15',
    '(perf ≥ 95, a11y 100, BP ≥ 95, SEO ≥ 95) on /, /professional-homepage, /pricing, a blog post',
    "and /ehr-cost-savings; '/' at most 150 KB of JavaScript gzip.",
    '',
    '| page | perf | a11y | BP | SEO | LCP | CLS | TBT | FCP | JS gzip | JS over the wire | CSS gzip | targets | met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const score = (s: { min: number; median: number; max: number }) =>
    settings.runs > 1 ? range(s, String) : String(s.median);
  for (const row of summary) {
    const page = row.status === 404 ? `${row.page} (not found)` : row.page;
    lines.push(
      `| ${page} | ${score(row.scores.performance)} | ${score(row.scores.accessibility)} | ${score(row.scores['best-practices'])} | ${score(row.scores.seo)} | ${range(row.lcpMs, (n) => `${n} ms`)} | ${range(row.cls, (n) => n.toFixed(3))} | ${range(row.tbtMs, (n) => `${n} ms`)} | ${range(row.fcpMs, (n) => `${n} ms`)} | ${kb(row.jsGzipBytes.median)} | ${kb(row.jsTransferBytes.median)} | ${kb(row.cssGzipBytes.median)} | ${row.targets} | ${row.pass ? 'yes' : 'no'} |`,
    );
  }
  lines.push('', 'Audits that did not pass (last run of each page):', '');
  for (const row of summary) {
    const failing = row.failing.map((a) => `${a.id} (${a.score.toFixed(2)})`).join(', ');
    lines.push(`- ${row.page}: ${failing || 'none'}`);
  }
  const home = summary.find((row) => row.page === '/');
  if (home) {
    lines.push(
      '',
      `'/' JavaScript: ${home.jsGzipBytes.median} bytes gzip (${home.jsGzipBytes.median <= 150 * 1024 ? 'within' : 'over'} the 150 KB budget).`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !existsSync(webDist)) {
    throw new Error('The production build is missing: run `npm run build` first.');
  }
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const port = settings.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orchid-bench-web-'));
  const server = await startBuiltServer(port, dataDir);
  const runs: Run[] = [];
  try {
    for (let run = 1; run <= settings.runs; run++) {
      for (const page of settings.pages) {
        const result = await auditAgainOnFailure(`http://127.0.0.1:${port}${page}`, page, run);
        console.log(
          `${page} #${run}${result.status === 404 ? ' (not found)' : ''}: performance ${result.score}, accessibility ${result.scores.accessibility}, best practices ${result.scores['best-practices']}, SEO ${result.scores.seo}, LCP ${result.lcpMs} ms, CLS ${result.cls}, TBT ${result.tbtMs} ms, JS ${result.js.gzipBytes} B gzip`,
        );
        runs.push(result);
      }
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const summary = summarise(runs);
  const meta = {
    commit: commitLabel(),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverageAtStart: loadBefore.map((l) => Number(l.toFixed(2))),
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
      node: process.version,
    },
    settings,
  };
  mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${startedAt.toISOString().slice(0, 10)}-${meta.commit}-web`);
  writeFileSync(`${base}.json`, `${JSON.stringify({ meta, summary, runs }, null, 2)}\n`);
  const report = markdown(summary, meta);
  writeFileSync(`${base}.md`, report);
  console.log(`\n${report}`);
  console.log(`Written: ${path.relative(root, base)}.json and .md`);
}

await main();
