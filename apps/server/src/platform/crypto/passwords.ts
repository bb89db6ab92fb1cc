import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 50 ms here.
 * Hashes made with other settings are upgraded at the next successful sign-in.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export const passwordNeedsRehash = (hash: string): boolean => argon2.needsRehash(hash, options);

/**
 * A hash of a password nobody has: unknown accounts are checked against it so that a
 * sign-in for an address without an account takes as long as one with.
 */
export const dummyPasswordHash = hashPassword('no account has this password, ever: 8d1f');
