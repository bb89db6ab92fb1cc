// The bench's start-up part: the built server on the embedded database with demo data, as
// `npm start` runs it. Timed from spawning node to the first /healthz 200, on a new DATA_DIR
// (first start: the database is made, migrated and given its demo data) and again on that
// DATA_DIR (existing); then the resident memory of the whole process once idle.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appServerEnv, freePort, startServer, stop } from './processes';
import { range, spread } from './stats';

export type StartKind = 'first start' | 'existing';
export type StartResult = {
  target: string;
  repetition: number;
  kind: StartKind;
  /** From spawning node to the first /healthz 200. */
  ms: number;
  /** Resident memory of the process, IDLE_MS after it answered. */
  idleRssMb: number;
};

/** How long a started server is left alone before its memory is read. */
const IDLE_MS = 5_000;
/** How often /healthz is asked while the server starts: the timing's resolution. */
const POLL_MS = 20;

const residentMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
};

async function startOnce(checkout: string, dataDir: string, logLevel: string) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = await startServer(
    checkout,
    ['apps/server/dist/main.js'],
    port,
    appServerEnv({ port, dataDir, logLevel }),
    POLL_MS,
  );
  const ms = Math.round(performance.now() - startedAt);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleRssMb = child.pid ? residentMb(child.pid) : Number.NaN;
  await stop(child);
  return { ms, idleRssMb };
}

/** A first start and a start on the same data, for each target, `repetitions` times, interleaved. */
export async function measureStarts(
  targets: { name: string; checkout: string }[],
  repetitions: number,
  logLevel: string,
): Promise<StartResult[]> {
  const results: StartResult[] = [];
  for (let repetition = 0; repetition < repetitions; repetition++) {
    for (const { name, checkout } of repetition % 2 ? [...targets].reverse() : targets) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orchid-bench-start-'));
      try {
        for (const kind of ['first start', 'existing'] as const) {
          const measured = await startOnce(checkout, dataDir, logLevel);
          results.push({ target: `${name} (pglite)`, repetition, kind, ...measured });
          console.error(
            `  start #${repetition + 1} ${name} (pglite) ${kind}: ${measured.ms} ms, ${measured.idleRssMb} MB idle`,
          );
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  return results;
}

export function startMarkdown(results: StartResult[]): string {
  if (results.length === 0) return '';
  const rows = [...new Set(results.map((r) => `${r.target}|${r.kind}`))].map((key) => {
    const [target, kind] = key.split('|');
    const runs = results.filter((r) => r.target === target && r.kind === kind);
    return `| ${target} | ${kind} | ${range(spread(runs.map((r) => r.ms)))} | ${range(spread(runs.map((r) => r.idleRssMb)))} |`;
  });
  return [
    '## Start-up (embedded database, demo data)',
    '',
    `From spawning node to the first /healthz 200 (asked every ${POLL_MS} ms), and the resident memory of the whole process ${IDLE_MS / 1000} s after, idle. The goals: a first start within 5 s, an existing database within 3 s.`,
    '',
    '| target | start | ms to /healthz | idle MB |',
    '|---|---|---|---|',
    ...rows,
    '',
    '',
  ].join('\n');
}
