import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

/** Whether a process of this host is running (EPERM: it runs, as another user). */
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
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

/**
 * PGlite has no lock of its own: two processes on one directory would corrupt it. The lock file
 * names its owner's process id and host, so after a crash (kill -9, power loss) the next start
 * sees the owner is gone and takes the lock at once; a live owner is named in the refusal.
 * A lock written on another host (a shared folder) is never taken over: we cannot see that
 * process, so the message says how to clear it by hand.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const release = async () => {
    if (readOwner(lockFile)?.pid === me.pid) rmSync(lockFile, { force: true });
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(lockFile, me)) return release;
    const owner = readOwner(lockFile);
    if (owner && owner.host !== me.host) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${owner.pid} on host ${owner.host}. Stop it, or if it is gone delete ${lockFile}.`,
      );
    }
    if (owner && running(owner.pid)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by another process (${owner.pid}). Stop it, or set DATA_DIR to another directory.`,
      );
    }
    await takeOverDeadLock(lockFile, owner);
  }
  throw new DataDirLockedError(
    `The embedded database in ${dataDir} is being opened by another process. Try again in a moment.`,
  );
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
