// The directory's bench part (`BENCH_PARTS=directory`): BENCH_DIRECTORY_ROWS listed
// professionals (100,000) generated straight into a fresh database in one INSERT ... SELECT
// each, then searches of a realistic mix timed through the server's own search function (the
// SQL and its plan, without HTTP, whose cost the throughput part measures). On PGlite the
// rows are BENCH_DIRECTORY_PGLITE_ROWS (20,000 by default): it generates slower, and it is the
// single-user embedded database. `tsx bench/directory-data.ts` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The server's route options (schema.hide) come with its OpenAPI plugin's types.
import type {} from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchDirectory } from '../apps/server/src/modules/directory/search';
import type { AppContext } from '../apps/server/src/platform/context';
import type { Database } from '../apps/server/src/platform/db/database';
import { openDatabase } from '../apps/server/src/platform/db/open';
import type { DirectoryQuerySchema } from '../packages/contracts/src/directory';

type Query = import('zod').output<typeof DirectoryQuerySchema>;
const base: Query = { sort: 'relevance', skip: 0, limit: 20 };

/** What people ask the directory: a state and a specialty mostly, then words, filters, sorts. */
export const directoryQueries: { name: string; query: Query }[] = [
  { name: 'everyone, soonest', query: { ...base, sort: 'soonest' } },
  { name: 'state', query: { ...base, state: 'CA' } },
  { name: 'state + therapists', query: { ...base, state: 'NY', specialty: 'therapist' } },
  {
    name: 'psychiatrists, soonest',
    query: { ...base, specialty: 'psychiatrist', sort: 'soonest' },
  },
  { name: 'words: anxiety', query: { ...base, q: 'anxiety' } },
  { name: 'name with a typo', query: { ...base, q: 'okafr' } },
  {
    name: 'state + words + insurance',
    query: { ...base, state: 'TX', q: 'depression', insurance: 'Aetna' },
  },
  { name: 'language + telehealth', query: { ...base, language: 'Spanish', format: 'telehealth' } },
  { name: 'max price, by price', query: { ...base, max_price: 90, sort: 'price' } },
  { name: 'within 3 days + state', query: { ...base, available_within_days: 3, state: 'FL' } },
  { name: 'page 5', query: { ...base, state: 'CA', skip: 80 } },
];

const STATES = [
  'CA',
  'NY',
  'TX',
  'FL',
  'IL',
  'PA',
  'OH',
  'GA',
  'NC',
  'MI',
  'NJ',
  'VA',
  'WA',
  'AZ',
  'MA',
  'OR',
];
const FIRST = [
  'Mina',
  'Victor',
  'Ada',
  'Sam',
  'Lee',
  'Nora',
  'Omar',
  'Priya',
  'Jonas',
  'Rosa',
  'Kenji',
  'Ife',
  'Maya',
  'Tomas',
  'Leila',
  'Grace',
];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Reyes',
  'Nguyen',
  'Kim',
  'Haddad',
  'Patel',
  'Schmidt',
  'Garcia',
  'Tanaka',
  'Adeyemi',
  'Cohen',
  'Rossi',
  'Silva',
  'Novak',
  'Hughes',
];
const ISSUES = [
  'Anxiety',
  'Depression',
  'ADHD',
  'Stress',
  'Trauma and PTSD',
  'Grief',
  'Life Transitions',
];
const APPROACHES = [
  'Cognitive Behavioral Therapy (CBT)',
  'Acceptance and Commitment Therapy (ACT)',
  'Mindfulness-Based Therapy',
];
const INSURANCE = ['Aetna', 'Cigna', 'Out-of-Pocket', 'UnitedHealthcare'];
const LANGUAGES = ['English', 'Spanish', 'Mandarin', 'French'];

const arr = (items: string[]) =>
  sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);
/** The i-th (cycling) element of a literal array, by a hash of the row number. */
const pickOf = (items: string[], salt: number) =>
  sql`(${arr(items)})[1 + ((n * ${sql.raw(String(salt))}) % ${sql.raw(String(items.length))})]`;

/** Inserts `rows` professionals and their listings in two statements. */
export async function generateListings(database: Database, rows: number) {
  const db = database.db;
  await db.execute(sql`
    insert into users (id, email, password_hash, user_type, first_name, last_name,
      profile_approved_to_use_the_platform, signup_form_finished, password_changed_at, created_at, modified_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
      'bench-directory-' || n || '@example.org', 'x', 'orchid_pro',
      ${pickOf(FIRST, 7)}, ${pickOf(LAST, 13)}, true, true, now(), now(), now()
    from generate_series(1, ${rows}) n`);
  await db.execute(sql`
    insert into directory_listings (user_id, custom_url, display_name, first_name, last_name,
      credentials, has_photo, states_licensed, specialty_keys, specialties, price_min_cents,
      price_max_cents, telehealth, in_person, city, next_available, practice_group_name, timezone,
      insurance_accepted, languages, issues_treated, approaches, gender_identity, search, refreshed_at)
    select id, null, first_name || ' ' || last_name, first_name, last_name, 'LCSW', false,
      array[${pickOf(STATES, 3)}, ${pickOf(STATES, 5)}]::text[],
      case when n % 10 = 0 then array['psychiatrist'] when n % 4 = 0 then array['psychologist'] else array['therapist'] end,
      case when n % 10 = 0 then array['Psychiatry'] when n % 4 = 0 then array['Psychologist'] else array['Therapist'] end,
      6000 + (n * 37 % 20) * 1000, 12000 + (n * 37 % 20) * 1000, n % 5 <> 0, n % 3 = 0, null,
      now() + make_interval(mins => ((n * 7919) % (60 * 24 * 30))::int), null, 'America/New_York',
      array[${pickOf(INSURANCE, 11)}]::text[], array['English', ${pickOf(LANGUAGES, 17)}]::text[],
      array[${pickOf(ISSUES, 19)}, ${pickOf(ISSUES, 23)}]::text[], array[${pickOf(APPROACHES, 29)}]::text[], null,
      setweight(to_tsvector('english', first_name || ' ' || last_name), 'A')
        || setweight(to_tsvector('english', ${pickOf(ISSUES, 19)} || ' ' || ${pickOf(ISSUES, 23)} || ' ' || ${pickOf(APPROACHES, 29)}), 'C'),
      now()
    from (select u.*, row_number() over (order by u.id) as n from users u
          where u.email like 'bench-directory-%') numbered`);
  await db.execute(sql`analyze directory_listings`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type DirectoryBenchResult = {
  db: string;
  rows: number;
  generateSeconds: number;
  p50: number;
  p95: number;
  perQuery: { name: string; p50: number; p95: number; total: number }[];
  seqScans: string[];
};

/** Times each query of the mix `rounds` times; checks their plans read no table from end to end. */
export async function benchSearch(
  database: Database,
  label: string,
  rows: number,
  rounds: number,
  generateSeconds: number,
) {
  const ctx = { db: database.db, clock: { now: () => new Date() } } as unknown as AppContext;
  const all: number[] = [];
  const perQuery: DirectoryBenchResult['perQuery'] = [];
  for (const { name, query } of directoryQueries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      total = (await searchDirectory(ctx, query)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    perQuery.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), total });
  }
  all.sort((a, b) => a - b);
  const seqScans = await plansWithSeqScans(database);
  return {
    db: label,
    rows,
    generateSeconds,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    perQuery,
    seqScans,
  };
}

/** The filtered queries whose plan reads directory_listings whole (an unfiltered count must). */
async function plansWithSeqScans(database: Database) {
  const found: string[] = [];
  const filtered = [
    ['state', sql`states_licensed @> array['CA']::text[]`],
    ['words', sql`search @@ to_tsquery('english', 'anxiety:*') or 'okafr' <% display_name`],
    ['within 3 days', sql`next_available < now() + interval '3 days'`],
  ] as const;
  for (const [name, where] of filtered) {
    const plan = await database.db.execute(
      sql`explain select user_id from directory_listings where ${where} order by next_available limit 20`,
    );
    const text = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    if (/Seq Scan on directory_listings/.test(text)) found.push(name);
  }
  return found;
}

export function directoryMarkdown(results: DirectoryBenchResult[]) {
  const lines = [
    '\n## Directory search\n',
    '| database | professionals | generated in | p50 ms | p95 ms | filtered plans reading the whole table |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.db} | ${r.rows.toLocaleString('en-US')} | ${r.generateSeconds.toFixed(1)} s | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.seqScans.join(', ') || 'none'} |`,
    ),
    '',
    '| query | ' + results.map((r) => `${r.db} p50 / p95 ms (matches)`).join(' | ') + ' |',
    '|---|' + results.map(() => '---|').join(''),
    ...directoryQueries.map(
      ({ name }, i) =>
        `| ${name} | ${results
          .map((r) => {
            const q = r.perQuery[i];
            return q ? `${q.p50.toFixed(1)} / ${q.p95.toFixed(1)} (${q.total})` : '';
          })
          .join(' | ')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Runs the part on each database asked for, each on a database of its own made and dropped. */
export async function runDirectoryBench(databases: string[], adminUrl: string) {
  const rows = Number(process.env.BENCH_DIRECTORY_ROWS ?? 100_000);
  const pgliteRows = Number(process.env.BENCH_DIRECTORY_PGLITE_ROWS ?? 20_000);
  const rounds = Number(process.env.BENCH_DIRECTORY_ROUNDS ?? 40);
  const results: DirectoryBenchResult[] = [];
  for (const kind of databases) {
    const count = kind === 'postgres' ? rows : pgliteRows;
    const { database, cleanup } = await freshDatabase(kind, adminUrl);
    try {
      const started = performance.now();
      await generateListings(database, count);
      const seconds = (performance.now() - started) / 1000;
      console.error(`  directory: ${count} listings on ${kind} in ${seconds.toFixed(1)} s`);
      const result = await benchSearch(database, kind, count, rounds, seconds);
      console.error(
        `  directory ${kind}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
      );
      results.push(result);
    } finally {
      await database.close();
      await cleanup();
    }
  }
  return results;
}

async function freshDatabase(kind: string, adminUrl: string) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'orchid-bench-directory-'));
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dir, 'pglite') });
    return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `orchid_bench_directory_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    cleanup: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const results = await runDirectoryBench(databases, adminUrl);
  console.log(directoryMarkdown(results));
}
