import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

// An initialised, migrated data directory made once at build time (make-pglite-snapshot.ts)
// and unpacked at an installation's first start: initdb in WebAssembly takes several seconds
// (much longer on a busy machine), unpacking a fraction of one.

const empty = (dir: string) => {
  try {
    return readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
};

/** Files and folders of a tar archive (ustar, as PGlite's dumpDataDir writes it). */
function* tarEntries(tar: Buffer) {
  const text = (header: Buffer, from: number, to: number) => {
    const field = header.subarray(from, to);
    const end = field.indexOf(0);
    return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
  };
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header[0] === 0) return;
    const prefix = text(header, 345, 500);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = Number.parseInt(text(header, 124, 136).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    offset += 512;
    yield { name, type, data: tar.subarray(offset, offset + size) };
    offset += Math.ceil(size / 512) * 512;
  }
}

/**
 * Unpacks `snapshot` (a gzip tarball) as `dataDir` when there is no database there yet (no
 * folder, or an empty one), and answers whether it did. It is unpacked beside the data folder
 * and renamed into place, so a start that stops half-way leaves no half database behind.
 * Readable by this user only: it will hold health data.
 */
export function restoreSnapshot(snapshot: string, dataDir: string): boolean {
  if (!empty(dataDir)) return false;
  const staging = `${dataDir}.unpacking`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  for (const entry of tarEntries(gunzipSync(readFileSync(snapshot)))) {
    const target = path.join(staging, entry.name);
    if (target !== staging && !target.startsWith(`${staging}${path.sep}`)) {
      throw new Error(`${snapshot}: ${entry.name} is outside the data directory`);
    }
    if (entry.type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (entry.type === '0') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, entry.data, { mode: 0o600 });
    } else throw new Error(`${snapshot}: ${entry.name} is neither a file nor a folder`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return true;
}
