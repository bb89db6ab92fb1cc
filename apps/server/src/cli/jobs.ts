import { isUuid } from '@orchid/contracts';
import { readConfig } from '../config';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/open';
import { listFailedJobs, retryFailedJob } from '../platform/jobs/queue';
import { runCommand } from './run-command';

// `npm run jobs -- failed`: the jobs that failed for good (newest first), with their last error.
// `npm run jobs -- retry <id>`: queue one of them again with fresh tries.
// Reads the same settings as the server. The embedded database is one process's at a time, so
// with it stop the server first; with PostgreSQL run it beside the servers.

const usage = 'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>';

async function run() {
  const [command, id] = process.argv.slice(2);
  if (command !== 'failed' && !(command === 'retry' && id && isUuid(id))) {
    console.error(usage);
    return 2;
  }
  const database = await openDatabase(readConfig().database);
  try {
    if (command === 'retry' && id) {
      const retried = await retryFailedJob(database.db, id, systemClock.now());
      console.log(retried ? `Job ${id} is queued again.` : `No failed job has the id ${id}.`);
      return retried ? 0 : 1;
    }
    const failed = await listFailedJobs(database.db);
    if (failed.length === 0) {
      console.log('No failed jobs.');
      return 0;
    }
    console.table(
      failed.map((job) => ({
        id: job.id,
        kind: job.kind,
        tries: job.attempts,
        'failed at': job.finishedAt?.toISOString() ?? '',
        'last error': job.lastError ?? '',
      })),
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(run);
