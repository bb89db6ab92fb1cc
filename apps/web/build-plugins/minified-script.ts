import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

/**
 * A classic script that pages load by a fixed name beside the bundle (not one of its modules,
 * so neither hashed nor bundled), minified as the bundle is: a file in public/ would be served
 * with every comment, on every guest's first page.
 */
export function minifiedScript(source: URL, fileName: string): Plugin {
  return {
    name: 'minified-script',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      const { code, errors } = minifySync(fileName, readFileSync(source, 'utf8'));
      if (errors.length > 0) this.error(`${fileName}: ${errors[0]?.message}`);
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
