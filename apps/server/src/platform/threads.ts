import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// Worker threads of the server (the embedded database, password hashing), started from their
// TypeScript in the sources and from their bundle beside dist/main.js when built.

const inSources = import.meta.url.endsWith('.ts');
const require = createRequire(import.meta.url);

/**
 * Starts a worker: `source` is its TypeScript file, `built` the name build.mjs gives its
 * bundle (an entry of its own in dist/). From the sources tsx's require hook loads it (Node
 * 20's module hooks do not reach worker threads).
 */
export function startWorker(source: URL, built: string, workerData: unknown): Worker {
  if (!inSources) return new Worker(new URL(`./${built}.js`, import.meta.url), { workerData });
  const loader = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`;
  const file = `require(${JSON.stringify(fileURLToPath(source))});`;
  return new Worker(`${loader} ${file}`, { eval: true, workerData });
}

/** Whether this is the bundle (dist/) rather than the sources. */
export const isBuilt = !inSources;
