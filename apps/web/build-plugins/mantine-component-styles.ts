import type { Plugin } from 'vite';

/**
 * Mantine ships each component's class names as `X.module.mjs`, and the CSS for them as
 * `@mantine/core/styles/X.css`, one for one. The build adds the import of that stylesheet at
 * the end of each class-name module, so a component's CSS goes wherever its code goes: into the
 * entry's stylesheet for the shell, into a lazy chunk's for a screen's own components. A page
 * then loads the CSS of the components its chunks hold, not of every one the app uses.
 *
 * Order: a component's module imports the components it is built on (Button on UnstyledButton,
 * Anchor on Text) before its own class names, so their CSS comes first, as Mantine requires
 * (a later rule of the same weight wins); Vite links a chunk's stylesheet after those of the
 * chunks it imports. Our own CSS may well come before a component's it restyles (a module
 * shared by several screens goes where the first of them puts it), so Mantine's CSS is the
 * `.layer.css` edition, inside `@layer mantine`: our rules, outside any layer, win over it
 * wherever they are.
 */
const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;

/** The stylesheet of a Mantine class-name module, or undefined for any other module. */
export function mantineStylesheetOf(moduleId: string): string | undefined {
  const name = moduleId.match(classNamesModule)?.[1];
  return name ? `@mantine/core/styles/${name}.layer.css` : undefined;
}

export function mantineComponentStyles(): Plugin {
  return {
    name: 'mantine-component-styles',
    // Only when building the browser's bundle: the server's prerender build has no stylesheets,
    // and `vite` in development serves Mantine pre-bundled, where no plugin reaches its modules
    // (app/mantine-styles.ts loads all of its styles there).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      const stylesheet = mantineStylesheetOf(id);
      if (!stylesheet) return null;
      // Appended: the code above keeps its place, so its source map still holds.
      return { code: `${code}\nimport '${stylesheet}';\n`, map: null };
    },
  };
}
