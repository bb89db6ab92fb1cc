import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

// Requests at a steady pace, each timed from when it was due: the fixed-rate loads of the
// bench. autocannon's rate limit sends each connection's share of a second at the start of
// that second, so its "500 req/s" was a burst of 500 every second and its p99 measured how
// fast a burst drains; a person's request arrives on its own.

export type SteadyResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
};

function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300);
      });
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * `rate` requests a second for `seconds` over at most `connections` kept-alive connections (a
 * request waits for a free one, and that wait counts). Latency runs from the moment a request
 * was due, so a server that falls behind is not excused by the load slowing down with it.
 */
export async function steadyLoad(
  url: string,
  headers: Record<string, string>,
  options: { rate: number; seconds: number; connections: number },
): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    answers.push(
      get(url, headers, agent).then((ok) => {
        if (ok) latencies.push(performance.now() - due);
        else errors++;
      }),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: latencies.length / elapsed,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    requests: latencies.length,
    errors,
  };
}
