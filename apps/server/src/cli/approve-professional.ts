import { readConfig } from '../config';
import { approveProfessional } from '../modules/professionals/approval';
import { createAuditLog } from '../platform/audit/audit';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/open';
import { runCommand } from './run-command';

// `npm run approve-professional -- someone@example.org`: the operator approves a professional
// to use the platform. Reads the same settings as the server (DATABASE_URL or DATA_DIR).

const messages = {
  approved: (email: string) => `${email} is approved to use the platform.`,
  'already-approved': (email: string) => `${email} was approved already.`,
  'not-found': (email: string) => `No professional has the address ${email}.`,
};

async function run() {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run approve-professional -- <e-mail address>');
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase(config.database);
  try {
    const outcome = await approveProfessional(
      { db: database.db, audit: createAuditLog(database.db, systemClock) },
      email,
    );
    console.log(messages[outcome](email));
    return outcome === 'not-found' ? 1 : 0;
  } finally {
    await database.close();
  }
}

runCommand(run);
