import { ConfigError, readConfig } from './config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { openDatabase } from './platform/db/open';

/** Wires config -> database -> app and listens. Nothing else belongs here. */
async function main() {
  const config = readConfig();
  // The app's modules load while the embedded database starts on its thread (the build puts
  // them in a chunk of their own): one after the other, each took about a second of a start.
  const [database, { buildApp }, { default: pino }] = await Promise.all([
    openDatabase(config.database),
    import('./app'),
    import('pino'),
  ]);
  // Log lines written without blocking and gathered into writes of 4 KB: a write per line was
  // still ~3% of a signed-in request's CPU. A quiet server's lines go out within a second
  // (the flush below); pino writes what is left synchronously when the process exits.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logStream.flush(), 1000).unref();
  const app = await buildApp({ config, database, logStream });
  // The database closes after the app, whose onClose hooks (run last-added first) stop the
  // job worker that still queries it.
  const stop = (code: number) =>
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(code),
        () => process.exit(1),
      );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
  // The embedded database's thread died: nothing can be answered, so stop and let the
  // supervisor start the server again (the next start recovers the database).
  database.stopped?.then((err) => {
    app.log.fatal({ err }, 'the database stopped');
    return stop(1);
  });
  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  app.log.info(`${config.brandName} is ready at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  // Problems a person can fix get one clear line; anything else gets its stack.
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
