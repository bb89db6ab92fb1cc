import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No server module imports one that imports it back, directly or through others: a module
// below is told of a change above by a domain event (docs/conventions.md, "Layers").

const modulesDir = join(import.meta.dirname, 'modules');

/** A module's code: its files but tests (directory-fixtures.ts only arranges tests). */
const isCode = (path: string) =>
  path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('directory-fixtures.ts');

/** The other modules each file imports (`../x/` or `../../modules/x/`, static or import()). */
function importsOfModules() {
  const edges: { file: string; from: string; to: string }[] = [];
  for (const entry of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!isCode(entry)) continue;
    const file = relative(modulesDir, join(modulesDir, entry));
    const from = file.split('/')[0] ?? '';
    const text = readFileSync(join(modulesDir, file), 'utf8');
    const targets = text.matchAll(/(?:from|import\()\s*'\.\.\/(?:\.\.\/modules\/)?([a-z-]+)\//g);
    for (const [, to] of targets) {
      if (to && to !== from) edges.push({ file, from, to });
    }
  }
  return edges;
}

/** Each module's edge that a path from its target leads back over, with the files making it. */
function edgesOnCycles(edges: { file: string; from: string; to: string }[]) {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const todo = [start];
    for (let at = todo.pop(); at !== undefined; at = todo.pop()) {
      if (at === goal) return true;
      for (const to of next.get(at) ?? []) {
        if (seen.has(to)) continue;
        seen.add(to);
        todo.push(to);
      }
    }
    return false;
  };
  return edges
    .filter(({ from, to }) => reaches(to, from))
    .map(({ file, to }) => `${file} -> ${to}`)
    .sort();
}

describe('the modules of the server', () => {
  const edges = importsOfModules();

  it('are read with their imports of each other', () => {
    expect(edges.map((e) => `${e.from} -> ${e.to}`)).toContain('checkout -> scheduling');
  });

  it('import no module that imports them back', () => {
    expect(edgesOnCycles(edges)).toEqual([]);
  });

  it('would see a cycle', () => {
    expect(
      edgesOnCycles([
        { file: 'a/x.ts', from: 'a', to: 'b' },
        { file: 'b/y.ts', from: 'b', to: 'c' },
        { file: 'c/z.ts', from: 'c', to: 'a' },
        { file: 'c/z.ts', from: 'c', to: 'd' },
      ]),
    ).toEqual(['a/x.ts -> b', 'b/y.ts -> c', 'c/z.ts -> a']);
  });
});
