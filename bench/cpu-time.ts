// CPU time per request, beside req/s: where a route's cost lies, in our server's process or in
// PostgreSQL's. Ratios of req/s move with what else the 2 cores run (the load generator, the
// database); CPU time per request moves less, and splits the cost between the two sides.
// Read from /proc (Linux); elsewhere the columns stay empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = 100; // USER_HZ on Linux

/** User plus system CPU time of processes, in microseconds; undefined without /proc. */
function cpuMicros(pids: number[]): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile (a PostgreSQL backend closing): its time is gone with it.
    }
  }
  return (ticks * 1_000_000) / clockTicksPerSecond;
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
  const pgPids = onPostgres ? postgresPids() : [];
  const serverAt = serverPid === undefined ? undefined : cpuMicros([serverPid]);
  const dbAt = onPostgres ? cpuMicros(pgPids) : undefined;
  return (requests: number): CpuPerRequest => {
    const per = (now: number | undefined, at: number | undefined) =>
      now === undefined || at === undefined || requests === 0
        ? null
        : Math.round((now - at) / requests);
    return {
      serverUs: per(serverPid === undefined ? undefined : cpuMicros([serverPid]), serverAt),
      dbUs: per(onPostgres ? cpuMicros(pgPids) : undefined, dbAt),
    };
  };
}
