import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DataDirLockedError, FOREIGN_LOCK_STALE_MS, lockDataDir } from './data-dir-lock';
import { openPglite } from './pglite';

const newDataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'orchid-lock-')), 'pglite');

const holderScript = (dataDir: string) =>
  `import('./src/platform/db/data-dir-lock.ts').then((m) => m.lockDataDir(${JSON.stringify(dataDir)})).then(() => { console.log('locked ' + process.pid); setInterval(() => {}, 1000); });`;

/**
 * A separate process that takes the lock and then waits to be killed; with `unreaped`, its
 * parent is a shell that never reaps it (as in a container without an init), so once killed
 * it stays a zombie with its process id. Answers the holder's process id.
 */
async function holdLockInAnotherProcess(dataDir: string, { unreaped = false } = {}) {
  const node = [process.execPath, '--import', 'tsx', '-e', holderScript(dataDir)];
  const quoted = node.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const child: ChildProcess = unreaped
    ? spawn('sh', ['-c', `${quoted} & exec sleep 120`], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(node[0] ?? 'node', node.slice(1), {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      const locked = /locked (\d+)/.exec(String(chunk));
      if (locked) resolve(Number(locked[1]));
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return { child, pid };
}

describe('embedded database directory', () => {
  it('refuses a second opener with a clear message, and opens again once released', async () => {
    const dataDir = newDataDir();
    const first = await openPglite(dataDir);
    const second = openPglite(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another process (${process.pid}). Stop it, or set DATA_DIR to another directory.`,
    );
    await first.close();
    const third = await openPglite(dataDir);
    await third.ping();
    await third.close();
  }, 30_000);

  it('is taken at once from an owner killed with SIGKILL, never from a live one', async () => {
    const dataDir = newDataDir();
    const { child: holder, pid } = await holdLockInAnotherProcess(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by another process (${pid})`);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const release = await lockDataDir(dataDir);
    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 30_000);

  it('is taken at once from an owner killed and left unreaped (a zombie)', async () => {
    const dataDir = newDataDir();
    const { child: shell, pid } = await holdLockInAnotherProcess(dataDir, { unreaped: true });
    try {
      process.kill(pid, 'SIGKILL');
      await expect
        .poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0])
        .toBe('Z');
      const release = await lockDataDir(dataDir);
      await release();
    } finally {
      shell.kill('SIGKILL');
    }
  }, 30_000);

  it('names the host of a lock touched lately elsewhere and leaves it alone', async () => {
    const dataDir = newDataDir();
    const lockFile = `${dataDir}.lock`;
    writeFileSync(lockFile, JSON.stringify({ pid: 4242, host: 'other-host', since: 'x' }));
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by process 4242 on host other-host. Stop it; if it is gone, its lock is taken over after a minute without a sign of life (in 60 s), or delete ${lockFile}.`,
    );
    expect(existsSync(lockFile)).toBe(true);
  });

  it('takes a lock from another host that has been silent for a minute (a new container)', async () => {
    const dataDir = newDataDir();
    const lockFile = `${dataDir}.lock`;
    writeFileSync(lockFile, JSON.stringify({ pid: 1, host: 'old-container', since: 'x' }));
    const silentSince = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 1000);
    utimesSync(lockFile, silentSince, silentSince);
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('takes a lock naming its own process id that it does not hold (a restarted container)', async () => {
    const dataDir = newDataDir();
    const lockFile = `${dataDir}.lock`;
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, host: hostname(), since: 'x' }));
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `in use by another process (${process.pid})`,
    );
    await release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('keeps its own lock touched while it holds it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    try {
      const dataDir = newDataDir();
      const release = await lockDataDir(dataDir);
      const lockFile = `${dataDir}.lock`;
      const old = new Date(Date.now() - 50_000);
      utimesSync(lockFile, old, old);
      vi.advanceTimersByTime(10_000);
      expect(Date.now() - statSync(lockFile).mtimeMs).toBeLessThan(5_000);
      await release();
    } finally {
      vi.useRealTimers();
    }
  });
});
