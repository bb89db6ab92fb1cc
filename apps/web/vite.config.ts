import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { mantineComponentStyles } from './build-plugins/mantine-component-styles';
import { minifiedScript } from './build-plugins/minified-script';

/**
 * React Router ships a production build, but its package's exports name only the development
 * one, whose warnings stay on (react-router issue 14102): aliased below to the production one,
 * by its path (a build that cannot find it fails).
 */
const reactRouterProduction = (file: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  );

// The server (apps/server) serves dist/ in production; during `vite` development it answers
// the API on port 3000.
const apiServer = 'http://localhost:3000';

/**
 * Libraries every page loads, each in a chunk of its own: they change less often than our
 * code, so a new release leaves them in the browser's cache. Mantine is left to the automatic
 * split, so a page loads only the components it uses.
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * The browser's build: hashed assets with their manifest, the vendor chunks above, and a
 * stylesheet per chunk: the entry's in index.html, a lazy screen's loaded with its chunk (a page
 * the server draws links its screen's own, prerender.tsx).
 */
const browserBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  emptyOutDir: true,
  // dist/.vite/manifest.json: the bundle budget (scripts/check-bundle-budget.mjs) reads
  // which chunks a page needs from it.
  manifest: true,
  // Browsers we serve preload modules themselves: no polyfill in every page's first script.
  // index.html preloads the entry's chunks; a lazy screen's import lists none (its chunk's own
  // imports are fetched as it arrives): the lists of every route were bytes of the first
  // page's script, and each preload Vite started cost the main thread about a millisecond.
  // A page the server draws lists its screen's chunks itself (prerender.tsx).
  modulePreload: {
    polyfill: false,
    resolveDependencies: (
      _file: string,
      deps: string[],
      { hostType }: { hostType: 'html' | 'js' },
    ) => (hostType === 'html' ? deps : []),
  },
  chunkSizeWarningLimit: 800,
  rolldownOptions: {
    output: {
      codeSplitting: { groups: vendorChunks },
      // Lazy chunks named by their hash only: the first page's script lists every chunk a route
      // preloads, so each name's characters count against '/''s budget (~2 KB gzip over ~200
      // chunks). The manifest still says which source each one is (check-bundle-budget prints it).
      chunkFileNames: 'assets/[hash].js',
      // Stylesheets too: each lazy import lists the ones its chunks bring.
      assetFileNames: 'assets/[hash][extname]',
    },
  },
};

/**
 * `vite build --ssr src/prerender.tsx`, after the browser's: one module in dist/prerender that
 * the server loads at start-up (platform/http/web-app.ts). The npm packages are bundled into it
 * too (ssr.noExternal below), production React and only the Mantine components the pages use:
 * loaded from node_modules whole, they cost the server some 80 MB of memory for good.
 */
const prerenderBuild = {
  outDir: 'dist/prerender',
  emptyOutDir: false,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    mantineComponentStyles(),
    // Loads a drawn page's scripts once it is painted (prerender.tsx).
    minifiedScript(
      new URL('src/scripts-after-paint.js', import.meta.url),
      'scripts-after-paint.js',
    ),
    // A brotli and a gzip copy beside every text asset, sent as they are by the server
    // (platform/http/web-app.ts). index.html is left out: the server fills it in at start-up
    // and compresses it as it sends it.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
  build: isSsrBuild ? prerenderBuild : browserBuild,
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/app/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  ssr: { noExternal: true },
  define: {
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    // src/build-flags.d.ts: the page table's server-only fields leave the browser's build.
    __BROWSER_BUILD__: JSON.stringify(command === 'build' && !isSsrBuild),
  },
  server: {
    proxy: { '/api': apiServer, '/dev/': apiServer },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Form tests type into Mantine fields through user-event: seconds each when the suite
    // runs in parallel on a small machine.
    testTimeout: 15_000,
  },
}));
