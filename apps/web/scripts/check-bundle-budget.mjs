// The JavaScript budget of the first pages, checked on the production build (`npm test` runs it
// after `npm run build`): what a page needs before it is usable is the entry chunk, the chunks
// it imports, the lazy chunk of the page's route and the footer's with the chunks those import,
// as the Vite manifest (dist/.vite/manifest.json) lists them, and the loader that starts the
// entry after the first paint (src/scripts-after-paint.js), as a guest's browser fetches them
// (e2e guest-requests.spec.ts counts the same in the browser). Sizes are those of the gzip copies the
// build writes beside each file (what the server sends a browser that asks for gzip).
//
// '/' must stay within 150 KB gzip (issue 12); the other pages are printed for the record.
// Exits 1 when over budget, or when the manifest and the built index.html disagree about what
// the entry preloads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgetBytes = 150 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');

/**
 * The first pages, with the source module of each one's lazy route: those the server draws for
 * a guest (src/prerender.tsx), from the build.
 */
async function firstPages() {
  const module = path.join(dist, 'prerender/prerender.js');
  if (!existsSync(module)) throw new Error(`${module} is missing: run \`npm run build\` first.`);
  return (await import(module)).prerenderedPages;
}

/** gzip bytes of a built file: its .gz copy when the build wrote one. */
export function gzipBytes(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return readFileSync(`${full}.gz`).length;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

export function readManifest() {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest entries a chunk needs before it runs: itself and its static imports. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The lazy chunks every page fetches at once, beside its screen: the footer
 * (app/layout/shell-layout.tsx). A browser fetches them before the page is quiet, so they count.
 */
export const shellModules = ['src/app/footer/footer.tsx'];

/** The JavaScript and CSS files a page fetches before it is usable and quiet. */
export function pageAssets(manifest, pageModule) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest names no entry');
  const keys = closure(manifest, entry);
  if (pageModule) {
    closure(manifest, pageModule, keys);
    for (const module of shellModules) closure(manifest, module, keys);
  }
  const js = [...keys].map((key) => manifest[key].file);
  // Each chunk's own stylesheets (vite.config.ts).
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  return { entry, js, css };
}

/** The scripts index.html loads and preloads itself. */
function indexScripts() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  return [...srcs, ...preloads];
}

/** What a built file holds, as the manifest names it (lazy chunks' file names are only hashes). */
function sourceOf(manifest, file) {
  const [key, chunk] = Object.entries(manifest).find(([, c]) => c.file === file) ?? [];
  return chunk?.name ?? key ?? '';
}

async function main() {
  const manifest = readManifest();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  let failed = false;

  const entryOnly = pageAssets(manifest, undefined);
  const fromHtml = indexScripts().sort();
  if (JSON.stringify(fromHtml) !== JSON.stringify([...entryOnly.js].sort())) {
    console.error('index.html and the manifest disagree about the entry chunks:');
    console.error(`  index.html: ${fromHtml.join(', ')}`);
    console.error(`  manifest:   ${entryOnly.js.join(', ')}`);
    failed = true;
  }

  for (const [page, { screen }] of Object.entries(await firstPages())) {
    const { js: chunks, css } = pageAssets(manifest, screen);
    const js = [...chunks, 'scripts-after-paint.js'];
    const jsBytes = js.reduce((sum, file) => sum + gzipBytes(file), 0);
    const cssBytes = css.reduce((sum, file) => sum + gzipBytes(file), 0);
    const over = page === '/' && jsBytes > budgetBytes;
    if (over) failed = true;
    console.log(
      `${page}: JavaScript ${kb(jsBytes)} gzip in ${js.length} files, CSS ${kb(cssBytes)} gzip in ${css.length} files${page === '/' ? ` (budget ${kb(budgetBytes)}: ${Math.abs(budgetBytes - jsBytes)} bytes ${over ? 'OVER' : 'to spare'})` : ''}`,
    );
    if (page === '/') {
      for (const file of js.sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
        console.log(`    ${kb(gzipBytes(file)).padStart(9)}  ${file}  ${sourceOf(manifest, file)}`);
      }
    }
  }
  if (failed) {
    console.error("✗ the web bundle is over its budget: '/' may need at most 150 KB gzip");
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
