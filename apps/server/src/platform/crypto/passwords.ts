import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { startWorker } from '../threads';
import type { HashAnswer, HashOptions, HashRequest, HashWork } from './password-worker';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
 * Hashes made with other settings are upgraded at the next successful sign-in.
 */
const options: HashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many hashes run at once: one core fewer than the machine has (at least one), each on a
 * hashing thread of its own at a lower priority (password-worker.ts). A flood of sign-ins on a
 * 2-core machine took both cores from the thread that answers every other request (and the
 * embedded database's); further sign-ins wait their turn here instead.
 */
export const hashingConcurrency = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(hashingConcurrency);

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
const idle: Worker[] = [];
const pending = new Map<number, Pending>();
let nextId = 0;

function hashingThread(): Worker {
  const worker = startWorker(
    new URL('./password-worker.ts', import.meta.url),
    'password-worker',
    null,
  );
  // A hashing thread never keeps the process alive.
  worker.unref();
  worker.on('message', (answer: HashAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.result);
  });
  return worker;
}

/** Runs one request on an idle hashing thread (at most hashingConcurrency exist). */
function onThread(request: HashWork): Promise<string | boolean> {
  return hashing(async () => {
    const worker = idle.pop() ?? hashingThread();
    const id = ++nextId;
    try {
      return await new Promise<string | boolean>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...request, id } satisfies HashRequest);
      });
    } finally {
      idle.push(worker);
    }
  });
}

export const hashPassword = async (password: string): Promise<string> =>
  String(await onThread({ op: 'hash', password, options }));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return (await onThread({ op: 'verify', password, hash })) === true;
  } catch {
    return false;
  }
}

/** Hashes running and waiting now (for tests). */
export const hashingLoad = () => ({ active: hashing.activeCount, pending: hashing.pendingCount });

/** Whether a hash was made with other settings than today's (it is upgraded at sign-in). */
export function passwordNeedsRehash(hash: string): boolean {
  const parts = /^\$argon2id\$v=19\$([^$]+)\$/.exec(hash);
  if (!parts?.[1]) return true;
  const used = Object.fromEntries(parts[1].split(',').map((pair) => pair.split('=')));
  return (
    Number(used.m) !== options.memoryCost ||
    Number(used.t) !== options.timeCost ||
    Number(used.p) !== options.parallelism
  );
}

/**
 * A hash of a password nobody has: unknown accounts are checked against it so that a
 * sign-in for an address without an account takes as long as one with.
 */
export const dummyPasswordHash = hashPassword('no account has this password, ever: 8d1f');
