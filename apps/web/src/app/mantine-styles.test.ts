import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// main.tsx loads Mantine's styles component by component (mantine-styles.ts). A component
// used without its stylesheet renders unstyled, so every component imported from @mantine/core
// anywhere in the app must have its stylesheet listed there, when Mantine ships one.
const src = path.resolve(import.meta.dirname, '..');
const stylesDir = path.dirname(
  createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(src)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const clean = name.trim();
        if (clean && !clean.startsWith('type ')) used.add(clean);
      }
    }
  }
  return used;
}

describe("Mantine's styles", () => {
  it('are listed for every component the app uses', () => {
    const listed = readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
    const missing = [...usedComponents()].filter(
      (name) =>
        existsSync(path.join(stylesDir, `${name}.css`)) &&
        !listed.includes(`@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it("keep the order of Mantine's own styles.css", () => {
    const full = readFileSync(path.join(stylesDir, '../styles.css'), 'utf8');
    const listed = readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
    const names = [...listed.matchAll(/styles\/(\w+)\.css'/g)]
      .map((m) => m[1] as string)
      .filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name));
    // Where each stylesheet's first class appears in the whole file.
    const positions = names.map((name) => {
      const first = readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').match(
        /\.m_[0-9a-f]+/,
      );
      return first ? full.indexOf(first[0]) : -1;
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('are not loaded whole', () => {
    const main = readFileSync(path.join(src, 'main.tsx'), 'utf8');
    expect(main).not.toContain('@mantine/core/styles.css');
    expect(main).toContain("import './app/mantine-styles'");
  });
});
