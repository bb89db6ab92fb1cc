import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock';
import { openPglite } from './pglite';

describe('embedded database directory', () => {
  it('refuses a second opener with a clear message, and opens again once released', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'orchid-lock-')), 'pglite');
    const first = await openPglite(dataDir);
    const second = openPglite(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another process. Stop it, or set DATA_DIR to another directory.`,
    );
    await first.close();
    const third = await openPglite(dataDir);
    await third.ping();
    await third.close();
  }, 30_000);
});
