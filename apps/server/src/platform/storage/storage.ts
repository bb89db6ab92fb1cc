/** A stored file: its bytes and the content type it was stored with. */
export type StoredFile = { body: Buffer; contentType: string };

/**
 * Where uploads live (profile photos now, attachments later): the local directory under
 * DATA_DIR by default, an S3-compatible bucket when configured (docs/configuration.md). Keys
 * are paths of our own making ('profile-images/<sub>/<id>.webp'), never a user's file name.
 */
export type FileStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
};

/** Keys are lowercase path segments of letters, digits, dots, hyphens and underscores. */
const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+(?:\.[a-z0-9]+)?)*$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 512) throw new Error(`not a storage key: ${key}`);
  return key;
}
