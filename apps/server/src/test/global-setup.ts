import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../platform/db/pglite';
import { openPostgres } from '../platform/db/postgres';
import { adminDatabaseUrl, databaseUrl } from './test-env';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data directory (tar), loaded afresh by every test file. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database every test file copies with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
  }
}

/** Migrates once per run; each test file then starts from a copy of the result. */
export default async function setup(project: TestProject) {
  // The project's env reaches the test workers, not this process: read it from the project.
  if (project.config.env.TEST_DB_DRIVER !== 'postgres') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = wrapPglite(client);
    await database.migrate();
    const snapshot = path.join(tmpdir(), `orchid-pglite-${randomBytes(6).toString('hex')}.tar`);
    writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    project.provide('pgliteSnapshot', snapshot);
    project.provide('postgresTemplate', '');
    return () => rmSync(snapshot, { force: true });
  }

  const template = `orchid_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is needed for the server-postgres tests and did not answer at ${adminDatabaseUrl()} (${(err as Error).message}). Start it, or set TEST_DATABASE_URL.`,
    );
  }
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(databaseUrl(template), 1);
  await database.migrate();
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
