import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 50 ms here.
 * Hashes made with other settings are upgraded at the next successful sign-in.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once: one core fewer than the machine has (at least one). argon2 runs
 * in libuv's pool of four threads, so a flood of sign-ins on a 2-core machine took both cores
 * from the thread that answers every other request (and the embedded database's); further
 * sign-ins wait their turn here instead.
 */
export const hashingConcurrency = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(hashingConcurrency);

export const hashPassword = (password: string): Promise<string> =>
  hashing(() => argon2.hash(password, options));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/** Hashes running and waiting now (for tests). */
export const hashingLoad = () => ({ active: hashing.activeCount, pending: hashing.pendingCount });

export const passwordNeedsRehash = (hash: string): boolean => argon2.needsRehash(hash, options);

/**
 * A hash of a password nobody has: unknown accounts are checked against it so that a
 * sign-in for an address without an account takes as long as one with.
 */
export const dummyPasswordHash = hashPassword('no account has this password, ever: 8d1f');
