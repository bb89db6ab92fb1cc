import lockfile from 'proper-lockfile';

/** Raised when another process already uses the embedded database directory. */
export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one directory would corrupt it. The lock
 * file is refreshed while we run and counts as stale 30 s after a crash.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      stale: 30_000,
      update: 10_000,
      realpath: false,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by another process. Stop it, or set DATA_DIR to another directory.`,
      );
    }
    throw err;
  }
}
