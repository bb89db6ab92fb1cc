import {
  closeSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/** Raised when another process already uses the embedded database directory. */
export class DataDirLockedError extends Error {}

/** Who holds the lock: written into the lock file so the next start can tell if it is alive. */
type LockOwner = { pid: number; host: string; since: string };

const readOwner = (file: string): LockOwner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, since: String(owner.since ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
};

/** A killed process that nobody has reaped yet (no init in a container) still has an id. */
const zombie = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
};

/** Whether a process of this host is running (EPERM: it runs, as another user). */
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Creates `file` holding `owner` only if it does not exist yet. */
const create = (file: string, owner: LockOwner): boolean => {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
};

/** The lock files this process holds (a second opener in the same process is refused too). */
const heldHere = new Set<string>();

/** The owner touches its lock this often; a lock from another host silent for longer is stale. */
const HEARTBEAT_MS = 10_000;
export const FOREIGN_LOCK_STALE_MS = 60_000;

const lastTouched = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
};

/**
 * Why a lock still holds, or undefined when its owner is gone. On this host the process id
 * tells: a dead process, or our own id in a lock we do not hold (a container restarted with
 * the same process id), is gone. A lock from another host (a new container, a shared folder)
 * is gone once its owner has stopped touching it for FOREIGN_LOCK_STALE_MS.
 */
function liveOwner(lockFile: string, owner: LockOwner | undefined, dataDir: string) {
  if (!owner) return undefined;
  if (owner.host !== hostname()) {
    // A file's time can read a moment ahead of the clock: never less than silent.
    const silentMs = Math.max(0, Date.now() - lastTouched(lockFile));
    if (silentMs >= FOREIGN_LOCK_STALE_MS) return undefined;
    const wait = Math.ceil((FOREIGN_LOCK_STALE_MS - silentMs) / 1000);
    return `The embedded database in ${dataDir} is in use by process ${owner.pid} on host ${owner.host}. Stop it; if it is gone, its lock is taken over after a minute without a sign of life (in ${wait} s), or delete ${lockFile}.`;
  }
  const mine = owner.pid === process.pid;
  if ((mine && heldHere.has(lockFile)) || (!mine && running(owner.pid))) {
    return `The embedded database in ${dataDir} is in use by another process (${owner.pid}). Stop it, or set DATA_DIR to another directory.`;
  }
  return undefined;
}

/**
 * PGlite has no lock of its own: two processes on one directory would corrupt it. The lock file
 * names its owner's process id and host, and the owner touches it every few seconds, so after a
 * crash (kill -9, power loss) the next start sees the owner is gone and takes the lock: at once
 * on the same host, after a minute of silence from another one. A live owner is named.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(lockFile, me)) return holdLock(lockFile, me);
    const owner = readOwner(lockFile);
    const refusal = liveOwner(lockFile, owner, dataDir);
    if (refusal) throw new DataDirLockedError(refusal);
    await takeOverDeadLock(lockFile, owner);
  }
  throw new DataDirLockedError(
    `The embedded database in ${dataDir} is being opened by another process. Try again in a moment.`,
  );
}

/** Keeps the lock touched while held; the answer releases it. */
function holdLock(lockFile: string, me: LockOwner) {
  heldHere.add(lockFile);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lockFile, now, now);
    } catch {
      // Gone (deleted by hand): nothing to keep alive.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return async () => {
    clearInterval(heartbeat);
    heldHere.delete(lockFile);
    const owner = readOwner(lockFile);
    if (owner?.pid === me.pid && owner.since === me.since) rmSync(lockFile, { force: true });
  };
}

/**
 * Removes a dead owner's lock. Two starts may find the same dead lock: a takeover file lets
 * only one of them remove it, and it checks again that the lock is still the dead one.
 */
async function takeOverDeadLock(lockFile: string, dead: LockOwner | undefined) {
  const guard = `${lockFile}.takeover`;
  const guardOwner = readOwner(guard);
  if (guardOwner && guardOwner.host === hostname() && !running(guardOwner.pid)) {
    rmSync(guard, { force: true });
  }
  if (!create(guard, { pid: process.pid, host: hostname(), since: new Date().toISOString() })) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return;
  }
  try {
    const now = readOwner(lockFile);
    if (now?.pid === dead?.pid && now?.since === dead?.since) {
      // recursive: an older version's lock was a directory.
      rmSync(lockFile, { force: true, recursive: true });
    }
  } finally {
    rmSync(guard, { force: true });
  }
}
