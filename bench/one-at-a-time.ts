// One request at a time: what a single person waits for a route, p50 and p95 over `count`
// requests in a row after a warm-up (the load parts measure many at once instead).
import { range, type Spread } from './stats';

export type OneAtATime = { p50: number; p95: number };

export async function oneAtATime(
  url: string,
  headers: Record<string, string>,
  count = 200,
  warmup = 20,
): Promise<OneAtATime> {
  const took: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const began = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= warmup) took.push(performance.now() - began);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0).toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}

export type OneAtATimeRow = { route: string; target: string; p50: Spread; p95: Spread };

export function oneAtATimeMarkdown(rows: OneAtATimeRow[]) {
  if (rows.length === 0) return '';
  return [
    '## One request at a time (200 in a row after 20 of warm-up; median of the repetitions)',
    '',
    '| route | target | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.route} | ${r.target} | ${range(r.p50, 1)} | ${range(r.p95, 1)} |`),
    '',
    '',
  ].join('\n');
}
