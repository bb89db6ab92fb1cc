// CPU time per request, beside req/s: where a route's cost lies, in our server's process or in
// PostgreSQL's. Ratios of req/s move with what else the 2 cores run (the load generator, the
// database); CPU time per request moves less, and splits the cost between the two sides.
// Read from /proc (Linux); elsewhere the columns stay empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = 100; // USER_HZ on Linux

/** User plus system CPU time of each process, in microseconds; undefined without /proc. */
function cpuMicros(pids: number[]): Map<number, number> | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const micros = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      micros.set(
        pid,
        ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicksPerSecond,
      );
    } catch {
      // The process ended meanwhile (a PostgreSQL backend closing).
    }
  }
  return micros;
}

/**
 * CPU time used since `at`, process by process: a process that began meanwhile counts whole, one
 * that ended meanwhile not at all. (A sum of totals went negative when another server's pool
 * closed its idle backends during a run: their earlier time left the sum.)
 */
function usedSince(at: Map<number, number>, now: Map<number, number>): number {
  let used = 0;
  for (const [pid, micros] of now) used += micros - (at.get(pid) ?? 0);
  return used;
}

/** PostgreSQL's processes on this machine (the database every target on it shares). */
function postgresPids(): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

export type CpuPerRequest = {
  /** The server process's CPU time per request, in microseconds (PGlite's thread included). */
  serverUs: number | null;
  /** PostgreSQL's CPU time per request (all its processes; other servers idle meanwhile). */
  dbUs: number | null;
};

/**
 * Starts counting the CPU time of `serverPid` and, when it runs on PostgreSQL, of the database;
 * the returned function divides what was used since by the requests answered.
 */
export function startCpuMeter(serverPid: number | undefined, onPostgres: boolean) {
  const serverPids = serverPid === undefined ? [] : [serverPid];
  const serverAt = serverPids.length ? cpuMicros(serverPids) : undefined;
  const dbAt = onPostgres ? cpuMicros(postgresPids()) : undefined;
  return (requests: number): CpuPerRequest => {
    const per = (at: Map<number, number> | undefined, pids: () => number[]) => {
      const now = at && requests > 0 ? cpuMicros(pids()) : undefined;
      return at && now ? Math.round(usedSince(at, now) / requests) : null;
    };
    return {
      serverUs: per(serverAt, () => serverPids),
      // Backends opened during the run count too: the pool may grow under load.
      dbUs: per(dbAt, postgresPids),
    };
  };
}
