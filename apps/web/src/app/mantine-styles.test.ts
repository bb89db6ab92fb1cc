import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetOf } from '../../build-plugins/mantine-component-styles';

// Each Mantine component's CSS goes with its code (build-plugins/mantine-component-styles.ts),
// found from its class-name module. A component whose stylesheet were not found would render
// unstyled, so every one Mantine ships must be reached that way.
const src = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const stylesDir = path.dirname(require.resolve('@mantine/core/styles/Button.css'));
const mantineEsm = path.join(stylesDir, '../esm');
/** What every page loads, apart from any component (app/mantine-styles.ts). */
const forEveryPage = ['baseline', 'default-css-variables', 'global'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) =>
    path.join(dir, name),
  );
}

describe("Mantine's styles", () => {
  it("are found for every one of Mantine's class-name modules, and only for those", () => {
    const modules = filesUnder(mantineEsm).filter((file) => file.endsWith('.mjs'));
    const found = modules.flatMap((file) => mantineStylesheetOf(file) ?? []);
    const classNameModules = modules.filter((file) => file.endsWith('.module.mjs'));
    expect(found).toHaveLength(classNameModules.length);
    const missing = found.filter((sheet) => !existsSync(require.resolve(sheet)));
    expect(missing).toEqual([]);

    // Each in `@layer mantine`, so that our own CSS wins whatever the order.
    const shipped = readdirSync(stylesDir)
      .filter((name) => name.endsWith('.layer.css'))
      .map((name) => `@mantine/core/styles/${name}`);
    const reached = new Set([
      ...found,
      ...forEveryPage.map((name) => `@mantine/core/styles/${name}.layer.css`),
    ]);
    expect(shipped.filter((sheet) => !reached.has(sheet))).toEqual([]);
  });

  it('are found from a module path on any system', () => {
    expect(
      mantineStylesheetOf('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs'),
    ).toBe('@mantine/core/styles/Button.layer.css');
    expect(
      mantineStylesheetOf(
        'C:\\x\\node_modules\\@mantine\\core\\esm\\components\\Checkbox\\CheckboxIndicator\\CheckboxIndicator.module.mjs',
      ),
    ).toBe('@mantine/core/styles/CheckboxIndicator.layer.css');
    expect(
      mantineStylesheetOf('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeUndefined();
    expect(mantineStylesheetOf('/app/src/ui/step-card.module.css')).toBeUndefined();
  });

  it('are loaded for every page as the reset and variables only, never whole in a build', () => {
    const main = readFileSync(path.join(src, 'main.tsx'), 'utf8');
    expect(main).toContain("import './app/mantine-styles'");
    const listed = readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
    const imported = [
      ...listed.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm),
    ];
    expect(imported.map((match) => match[1])).toEqual(forEveryPage);
    // The whole of them only when `vite` serves the app in development.
    expect(listed).toContain(
      "if (import.meta.env.DEV) await import('@mantine/core/styles.layer.css');",
    );
  });
});
