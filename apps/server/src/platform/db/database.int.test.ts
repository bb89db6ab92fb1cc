import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { testDriver } from '../../test/test-env';
import type { Database } from './database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`the database (${testDriver()})`, () => {
  it('runs on the driver of this test project', () => {
    expect(database.driver).toBe(testDriver());
  });

  it('has the migrations applied', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['frontend_error_reports', 'mail_outbox']),
    );
  });

  it('has btree_gist, pg_trgm and citext', async () => {
    const exts = await rows<{ extname: string }>(
      sql`select extname from pg_extension order by extname`,
    );
    expect(exts.map((e) => e.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'citext', 'pg_trgm']),
    );
    const [citext] = await rows<{ same: boolean }>(
      sql`select 'Alex@Example.org'::citext = 'alex@example.org'::citext as same`,
    );
    expect(citext?.same).toBe(true);
    const [trgm] = await rows<{ s: number }>(
      sql`select similarity('therapist', 'therapists') as s`,
    );
    expect(Number(trgm?.s)).toBeGreaterThan(0.5);
  });

  it('rejects overlapping ranges with an exclusion constraint and allows touching ones', async () => {
    await database.db.execute(sql`create table slots (
      pro_id uuid not null, starts_at timestamptz not null, ends_at timestamptz not null,
      exclude using gist (pro_id with =, tstzrange(starts_at, ends_at) with &&))`);
    const pro = '01900000-0000-7000-8000-000000000001';
    await database.db.execute(
      sql`insert into slots values (${pro}, '2026-11-23T10:00Z', '2026-11-23T11:00Z')`,
    );
    await database.db.execute(
      sql`insert into slots values (${pro}, '2026-11-23T11:00Z', '2026-11-23T12:00Z')`,
    );
    const overlap = database.db.execute(
      sql`insert into slots values (${pro}, '2026-11-23T10:30Z', '2026-11-23T11:30Z')`,
    );
    await expect(overlap).rejects.toSatisfy(
      (err: { cause?: { code?: string } }) => err.cause?.code === '23P01',
    );
  });
});
