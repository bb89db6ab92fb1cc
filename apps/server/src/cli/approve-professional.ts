import { ConfigError, readConfig } from '../config';
import { approveProfessional } from '../modules/professionals/approval';
import { systemClock } from '../platform/clock';
import { createAppContext } from '../platform/context';
import { openDatabase } from '../platform/db/open';
import { createJobQueue } from '../platform/jobs/queue';
import { createMailDelivery, createMailer } from '../platform/mail/mailer';
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
  if (!config.appSecret) throw new ConfigError('APP_SECRET could not be resolved');
  const database = await openDatabase(config.database);
  // The mail to the professional is queued here and sent by a server's job worker.
  const jobs = createJobQueue({ db: database.db, clock: systemClock, log: console });
  const delivery = createMailDelivery({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    clock: systemClock,
  });
  try {
    const ctx = createAppContext({
      db: database.db,
      clock: systemClock,
      jobs,
      mailer: createMailer(jobs, delivery),
      publicUrl: config.publicUrl,
      brandName: config.brandName,
      supportEmail: config.supportEmail,
      appSecret: config.appSecret,
    });
    const outcome = await approveProfessional(ctx, email);
    console.log(messages[outcome](email));
    return outcome === 'not-found' ? 1 : 0;
  } finally {
    delivery.close();
    await database.close();
  }
}

runCommand(run);
