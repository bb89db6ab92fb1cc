import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { createSealer, deriveKey } from './secrets';
import { dataKeys } from './tables';

/**
 * Health data sealed in the application before it reaches the database (docs/security.md):
 * AES-256-GCM under a data key, the data key wrapped by a key derived from APP_SECRET. A
 * sealed value reads `s1.<data key id>.<iv, tag and ciphertext in base64url>` and is bound to
 * its place (table, column, row) as associated data, so it cannot be moved to another row.
 */
export type HealthVault = {
  seal(plaintext: string, place: string): Promise<string>;
  /** Opens a sealed value; a value written before sealing existed is returned as it is. */
  open(stored: string, place: string): Promise<string>;
  /** Starts sealing with a new data key; answers its id. Older keys still open. */
  rotate(): Promise<string>;
  /** The data key new values are sealed with. */
  currentKeyId(): Promise<string>;
  /** Looks again for the newest data key (another process may have rotated). */
  refresh(): Promise<void>;
};

const PREFIX = 's1.';
const KEK_ID = 'kek1';

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function createHealthVault({
  db,
  clock,
  appSecret,
}: {
  db: Db;
  clock: Clock;
  appSecret: string;
}): HealthVault {
  const kek = createSealer({ [KEK_ID]: deriveKey(appSecret, `health-data/${KEK_ID}`) }, KEK_ID);
  const keys = new Map<string, Buffer>();
  let current: string | undefined;

  async function createKey(): Promise<string> {
    const id = newId();
    const key = randomBytes(32);
    await db.insert(dataKeys).values({
      id,
      kekId: KEK_ID,
      wrappedKey: kek.seal(key.toString('base64')),
      createdAt: clock.now(),
    });
    keys.set(id, key);
    return id;
  }

  async function keyById(id: string): Promise<Buffer> {
    const cached = keys.get(id);
    if (cached) return cached;
    const [row] = await db.select().from(dataKeys).where(eq(dataKeys.id, id));
    if (!row) throw new Error(`sealed with an unknown data key ${id}`);
    const key = Buffer.from(kek.open(row.wrappedKey), 'base64');
    keys.set(id, key);
    return key;
  }

  async function newestKeyId(): Promise<string> {
    const [newest] = await db
      .select({ id: dataKeys.id })
      .from(dataKeys)
      .where(isNull(dataKeys.retiredAt))
      .orderBy(desc(dataKeys.createdAt), desc(dataKeys.id))
      .limit(1);
    const id = newest?.id ?? (await createKey());
    // Loaded with its id, so sealing inside a transaction needs no other query.
    await keyById(id);
    return id;
  }

  async function currentKeyId(): Promise<string> {
    current ??= await newestKeyId();
    return current;
  }

  return {
    currentKeyId,
    async refresh() {
      // Swapped only once loaded: a seal meanwhile still finds a key without a query.
      current = await newestKeyId();
    },
    async seal(plaintext, place) {
      const id = await currentKeyId();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyById(id), iv);
      cipher.setAAD(Buffer.from(place));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${PREFIX}${id}.${packed}`;
    },
    async open(stored, place) {
      if (!isSealed(stored)) return stored;
      const [, id, packed] = stored.split('.');
      if (!id || !packed) throw new Error('a sealed value is damaged');
      const raw = Buffer.from(packed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', await keyById(id), raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(place));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    async rotate() {
      const next = await createKey();
      current = next;
      await db
        .update(dataKeys)
        .set({ retiredAt: clock.now() })
        .where(and(ne(dataKeys.id, next), isNull(dataKeys.retiredAt)));
      return next;
    },
  };
}

/** Seals the named fields of a row's values (null stays null). */
export async function sealFields<T extends Record<string, unknown>>(
  vault: HealthVault,
  table: string,
  rowKey: string,
  values: T,
  fields: readonly (keyof T & string)[],
): Promise<T> {
  const sealed: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string')
      sealed[field] = await vault.seal(value, `${table}.${field}:${rowKey}`);
  }
  return sealed as T;
}

/** Opens the named fields of a row read from the database. */
export async function openFields<T extends Record<string, unknown>>(
  vault: HealthVault,
  table: string,
  rowKey: string,
  row: T,
  fields: readonly (keyof T & string)[],
): Promise<T> {
  const opened: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string')
      opened[field] = await vault.open(value, `${table}.${field}:${rowKey}`);
  }
  return opened as T;
}
