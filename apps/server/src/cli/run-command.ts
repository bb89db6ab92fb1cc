import { ConfigError } from '../config';
import { DataDirLockedError } from '../platform/db/data-dir-lock';

/**
 * Runs an operator's command and exits with its code. Problems a person can fix (a setting, the
 * embedded database held by a running server) get one clear line; anything else its stack.
 */
export function runCommand(command: () => Promise<number>) {
  command().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof ConfigError || err instanceof DataDirLockedError) {
        console.error(err.message);
      } else console.error(err);
      process.exit(1);
    },
  );
}
