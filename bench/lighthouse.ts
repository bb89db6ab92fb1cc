// `npm run bench:web`: Lighthouse (mobile preset, performance only) in Debian's Chromium on the
// production build, for the pages a guest sees first. It starts the built server on a fresh
// DATA_DIR and a free port, audits each page BENCH_WEB_RUNS times (3 by default, pages
// interleaved so a busy moment of the machine hits all alike), and prints and writes to
// bench/results/<date>-<commit>-web.json and .md: the median performance score, LCP, CLS and
// TBT per page (with min and max), and what '/' loaded: its JavaScript and CSS as gzip bytes of
// the built files (the budget) and as bytes over the wire (brotli when the browser asks for it).
//
// Run `npm run build` first (`npm run bench:web` at the root does). Targets (issue 12):
// performance at least 90 and CLS under 0.1 on every page, '/' at most 150 KB of JavaScript
// gzip before it is usable.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startServer, stop } from './processes';

const env = process.env;
const settings = {
  runs: Number(env.BENCH_WEB_RUNS ?? 3),
  // A blog post: a page the server draws per request from its data (docs/blog.md).
  pages: (
    env.BENCH_WEB_PAGES ?? '/,/pricing,/login,/quick-intake,/blogs/how-to-book-a-session'
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

type Run = {
  page: string;
  run: number;
  score: number;
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
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details as
      | { items?: NetworkRequest[] }
      | undefined;
    const requests = details?.items ?? [];
    return {
      page,
      run,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
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

function gitCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no').trim() !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

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
      pass: median(own.map((r) => r.score)) >= 90 && median(own.map((r) => r.cls)) < 0.1,
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
    `${settings.runs} runs per page; medians with (min–max). Targets: performance ≥ 90, CLS < 0.1;`,
    "'/' at most 150 KB of JavaScript gzip.",
    '',
    '| page | performance | LCP | CLS | TBT | FCP | JS gzip | JS over the wire | CSS gzip | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of summary) {
    lines.push(
      `| ${row.page} | ${range(row.score, String)} | ${range(row.lcpMs, (n) => `${n} ms`)} | ${range(row.cls, (n) => n.toFixed(3))} | ${range(row.tbtMs, (n) => `${n} ms`)} | ${range(row.fcpMs, (n) => `${n} ms`)} | ${kb(row.jsGzipBytes.median)} | ${kb(row.jsTransferBytes.median)} | ${kb(row.cssGzipBytes.median)} | ${row.pass ? 'met' : 'missed'} |`,
    );
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
          `${page} #${run}: performance ${result.score}, LCP ${result.lcpMs} ms, CLS ${result.cls}, TBT ${result.tbtMs} ms, JS ${result.js.gzipBytes} B gzip`,
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
    commit: gitCommit(),
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
