// Bundles the server into dist/main.js (and operator commands into dist/*.js): our code and the workspace's TypeScript packages are
// bundled; every npm dependency stays external and is loaded from node_modules at run time.
import { cpSync, rmSync } from 'node:fs';
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
    jobs: 'src/cli/jobs.ts',
    keys: 'src/cli/keys.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
cpSync('src/modules/accounts/common-passwords.txt', 'dist/modules/accounts/common-passwords.txt');
