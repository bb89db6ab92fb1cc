// `npx tsx long-tasks.ts <url> [<url>...]` (in bench/, with a server running): where a page's
// main thread goes while it loads, on a phone's screen with the CPU slowed 4x as Lighthouse's
// mobile preset assumes. Prints the first contentful paint and every task over 30 ms with what
// it spent its time on (evaluating modules, a timer, layout...): the tasks past 50 ms after the
// first paint are what Lighthouse's total blocking time counts. A tool to find the cause of a
// score, not a score: the numbers move with the machine's load, compare runs side by side.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};

const cpuSlowdown = 4;
const longTaskMs = 30;
const traceFile = path.join(os.tmpdir(), `long-tasks-${process.pid}.json`);

/** The renderer's main thread that worked the most: the page's, not about:blank's. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const renderers = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const [main] = [...busy].filter(([thread]) => renderers.has(thread)).sort((a, b) => b[1] - a[1]);
  if (!main) throw new Error('the trace has no renderer main thread');
  return events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main[0])
    .sort((a, b) => a.ts - b.ts);
}

/** What a task did: its largest kinds of work, with the script's file where there is one. */
function breakdown(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  // Only the outermost: a module's evaluation is not counted again in the calls it makes.
  const outermost = inside.filter(
    (e) =>
      !inside.some(
        (o) =>
          o !== e &&
          o.ts <= e.ts &&
          o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
          (o.dur ?? 0) > (e.dur ?? 0),
      ),
  );
  const byKind = new Map<string, number>();
  for (const event of outermost) {
    const file = event.args?.data?.url?.replace(/.*\//, '');
    const kind = file ? `${event.name} ${file}` : event.name;
    byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0));
  }
  return [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, us]) => `${kind} ${Math.round(us / 1000)} ms`)
    .join(', ');
}

async function longTasks(url: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    const events = mainThreadEvents(traceEvents);
    const start = events[0]?.ts ?? 0;
    const ms = (ts: number) => Math.round((ts - start) / 1000);
    const paint = traceEvents.find(
      (e) => e.name === 'firstContentfulPaint' && e.pid === events[0]?.pid,
    );
    console.log(
      `${url}: first contentful paint at ${paint ? ms(paint.ts) : '?'} ms (CPU ${cpuSlowdown}x slower)`,
    );
    let blocking = 0;
    for (const task of events.filter(
      (e) => e.name === 'RunTask' && (e.dur ?? 0) > longTaskMs * 1000,
    )) {
      const duration = Math.round((task.dur ?? 0) / 1000);
      if (paint && task.ts > paint.ts) blocking += Math.max(0, duration - 50);
      console.log(`  at ${ms(task.ts)} ms, ${duration} ms: ${breakdown(task, events)}`);
    }
    console.log(`  blocking time after the first paint: ${blocking} ms`);
  } finally {
    await browser.close();
    rmSync(traceFile, { force: true });
  }
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: npx tsx long-tasks.ts <url> [<url>...]');
  process.exit(2);
}
for (const url of urls) await longTasks(url);
