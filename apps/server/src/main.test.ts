import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'orchid-main-')),
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('start-up', () => {
  it('stops on a bad value with one line that names the variable', () => {
    const result = start({ PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a number');
  }, 20_000);
});

describe('embedded database lock across processes', () => {
  const cwd = path.resolve(import.meta.dirname, '..');
  /** Starts a server on `dataDir` and resolves once it says it is ready. */
  async function startServer(dataDir: string) {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        LOG_LEVEL: 'info',
        // Demo data only slows the start; the lock is what this test is about.
        DEMO_DATA: 'false',
      },
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (chunk) => {
        out += String(chunk);
        if (out.includes('is ready at')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    return server;
  }

  it('refuses a second server on the same DATA_DIR with one clear line, and a server killed with SIGKILL does not block the next', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-two-'));
    const first = await startServer(dataDir);
    let restarted: ReturnType<typeof spawn> | undefined;
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(await freePort()) },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr.trim()).toBe(
        `The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (${first.pid}). Stop it, or set DATA_DIR to another directory.`,
      );
      const killed = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGKILL');
      await killed;
      // Before, the dead server's lock refused every start for 30 s.
      restarted = await startServer(dataDir);
    } finally {
      first.kill('SIGKILL');
      restarted?.kill('SIGTERM');
    }
  }, 120_000);
});
