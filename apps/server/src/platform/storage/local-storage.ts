import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStorage } from './storage';

const TYPE_SUFFIX = '.content-type';
const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/**
 * Files in a directory (DATA_DIR/files by default): one file per key, its content type in a
 * file beside it. Written to a temporary name and renamed, so a reader never sees half a file.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  const writeAtomically = async (file: string, data: Buffer | string) => {
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(`${file}${TYPE_SUFFIX}`, contentType);
      await writeAtomically(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(file),
          readFile(`${file}${TYPE_SUFFIX}`, 'utf8'),
        ]);
        return { body, contentType };
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${TYPE_SUFFIX}`, { force: true });
    },
  };
}
