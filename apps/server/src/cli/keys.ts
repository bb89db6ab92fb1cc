import { ConfigError, readConfig } from '../config';
import { resealStoredValues } from '../db/sealed-columns';
import { systemClock } from '../platform/clock';
import { createHealthVault } from '../platform/crypto/health-vault';
import { openDatabase } from '../platform/db/open';
import { runCommand } from './run-command';

// `npm run keys -- rotate`: a new data key seals health data from now on, and every sealed
// value is sealed again under it (idempotent: run it again after an interruption). Older keys
// are kept, retired, so backups made before still open. `npm run keys -- reseal` only seals
// again what is not under the newest key (run it a minute after rotating on PostgreSQL, for
// what servers sealed before they took up the new key). Same settings as the server; with the
// embedded database stop the server first. See docs/security.md.

const verbs = ['rotate', 'reseal'] as const;

async function run() {
  const verb = verbs.find((v) => v === process.argv[2]);
  if (!verb) {
    console.error('Usage: npm run keys -- rotate | reseal');
    return 2;
  }
  const config = readConfig();
  if (!config.appSecret) throw new ConfigError('APP_SECRET could not be resolved');
  const database = await openDatabase(config.database);
  try {
    const vault = createHealthVault({
      db: database.db,
      clock: systemClock,
      appSecret: config.appSecret,
    });
    const key = verb === 'rotate' ? await vault.rotate() : await vault.currentKeyId();
    const count = await resealStoredValues(database.db, vault, { everything: true });
    console.log(`Data key ${key} now seals health data; ${count} values were sealed again.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(run);
