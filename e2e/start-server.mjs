// The server for the journeys: the production build on a fresh embedded database, removed
// again when Playwright stops it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(main) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('The production build is missing: run `npm run build` first.');
  process.exit(1);
}
const port = process.env.E2E_PORT ?? '3210';
const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-e2e-'));
const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    PATH: process.env.PATH,
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every journey registers its own accounts, all from this machine's address.
    REGISTRATIONS_PER_HOUR: '1000',
    // Who runs this installation, as the legal pages name it.
    OPERATOR_NAME: 'Lakeside Care Cooperative',
    OPERATOR_CONTACT: 'privacy@lakeside.example',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
