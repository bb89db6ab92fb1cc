import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The commit a result is for (this checkout's, or `checkout`'s), as results files are named:
 * `-dirty` with uncommitted changes.
 */
export function commitLabel(checkout = root): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: checkout, encoding: 'utf8' });
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no').trim() !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}
