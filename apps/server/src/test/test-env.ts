// Test infrastructure settings. (The app itself reads the environment only in config.ts.)

/** Which database the integration tests run on; set per vitest project. */
export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/** A PostgreSQL database the tests may create and drop databases from. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
