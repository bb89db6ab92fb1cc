// Bundles the server into dist/main.js (and operator commands into dist/*.js): our code and the workspace's TypeScript packages are
// bundled; every npm dependency stays external and is loaded from node_modules at run time.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const keepExternal = {
  name: 'npm-dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@orchid/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // The server, and the operator's commands beside it.
  entryPoints: {
    main: 'src/main.ts',
    'approve-professional': 'src/cli/approve-professional.ts',
    'grant-operator': 'src/cli/grant-operator.ts',
    jobs: 'src/cli/jobs.ts',
    keys: 'src/cli/keys.ts',
    // The embedded database's thread (platform/db/pglite-worker-client.ts starts it).
    'pglite-worker': 'src/platform/db/pglite-worker.ts',
    // Password-hashing threads (platform/crypto/passwords.ts starts them).
    'password-worker': 'src/platform/crypto/password-worker.ts',
    // Makes the snapshot below; not shipped.
    'make-pglite-snapshot': 'src/platform/db/make-pglite-snapshot.ts',
  },
  outdir: 'dist',
  bundle: true,
  // Code an entry imports dynamically goes in a chunk of its own beside the entries (so
  // import.meta.url still names dist/), loaded when imported: main.ts loads the app while the
  // embedded database starts.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
cpSync('src/modules/accounts/common-passwords.txt', 'dist/modules/accounts/common-passwords.txt');

// An initialised, migrated embedded database, unpacked at an installation's first start instead
// of running initdb (seconds). Made again only when the migrations, the maker or PGlite change.
const snapshot = 'dist/pglite-snapshot.tar.gz';
const maker = 'dist/make-pglite-snapshot.js';
const hash = createHash('sha256');
hash.update(readFileSync(maker));
const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
hash.update(readFileSync(path.join(path.dirname(pglite), '../package.json')));
const migrations = 'src/db/migrations';
for (const file of readdirSync(migrations)
  .filter((name) => name.endsWith('.sql'))
  .sort()) {
  hash.update(file).update(readFileSync(path.join(migrations, file)));
}
hash.update(readFileSync(path.join(migrations, 'meta/_journal.json')));
const cached = path.join(
  'node_modules/.cache/orchid',
  `pglite-snapshot-${hash.digest('hex').slice(0, 16)}.tar.gz`,
);
if (!existsSync(cached)) {
  const { makePgliteSnapshot } = await import(`./${maker}`);
  mkdirSync(path.dirname(cached), { recursive: true });
  await makePgliteSnapshot(`${cached}.partial`);
  renameSync(`${cached}.partial`, cached);
}
copyFileSync(cached, snapshot);
rmSync(maker);
rmSync(`${maker}.map`);
