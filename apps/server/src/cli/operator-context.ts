import { ConfigError, readConfig } from '../config';
import { mailPreferences } from '../modules/email-preferences/send-time';
import { preferenceTokenKey } from '../modules/email-preferences/tokens';
import { systemClock } from '../platform/clock';
import { type AppContext, createAppContext } from '../platform/context';
import { createHealthVault } from '../platform/crypto/health-vault';
import { openDatabase } from '../platform/db/open';
import { createJobQueue } from '../platform/jobs/queue';
import { createMailDelivery, createMailer } from '../platform/mail/mailer';
import { subscribeToDomainEvents } from '../subscribers';

/**
 * The app's context for an operator's command, on the server's settings (DATABASE_URL or
 * DATA_DIR): the mails it queues are sent by a server's job worker. Closed when `work` ends.
 */
export async function withOperatorContext<T>(work: (ctx: AppContext) => Promise<T>): Promise<T> {
  const config = readConfig();
  if (!config.appSecret) throw new ConfigError('APP_SECRET could not be resolved');
  const database = await openDatabase(config.database);
  const jobs = createJobQueue({ db: database.db, clock: systemClock, log: console });
  const vault = createHealthVault({
    db: database.db,
    clock: systemClock,
    appSecret: config.appSecret,
  });
  const delivery = createMailDelivery({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    clock: systemClock,
    vault,
  });
  const preferences = mailPreferences({
    db: database.db,
    preferenceKey: preferenceTokenKey(config.appSecret),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  });
  try {
    const ctx = createAppContext({
      db: database.db,
      clock: systemClock,
      jobs,
      mailer: createMailer(jobs, delivery, preferences),
      publicUrl: config.publicUrl,
      brandName: config.brandName,
      supportEmail: config.supportEmail,
      appSecret: config.appSecret,
      vault,
    });
    // The command's changes are followed as the server's are (a job's run is the server's).
    subscribeToDomainEvents(ctx);
    return await work(ctx);
  } finally {
    delivery.close();
    await database.close();
  }
}
