import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { createTestDatabase } from '../test/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('indexes', () => {
  it('cover every foreign key: its columns lead an index, so deleting the referenced row or joining on it reads no whole table', async () => {
    const unindexed = await rows<{ foreign_key: string }>(sql`
      select c.conrelid::regclass::text || '(' || (
               select string_agg(a.attname, ', ' order by k.ord)
               from unnest(c.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
             ) || ')' as foreign_key
      from pg_constraint c
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
        )
      order by 1`);
    expect(unindexed.map((r) => r.foreign_key)).toEqual([]);
  });

  it("serve the owner's audit search and the access log: one person's events by id, as they are paged", async () => {
    const indexes = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'audit_events' order by indexname`,
    );
    const defs = indexes.map((i) => i.indexdef.replace(/^.* USING /, ''));
    expect(defs).toEqual(
      expect.arrayContaining(['btree (subject_user_id, id)', 'btree (actor_user_id, id)']),
    );
  });
});
