import {
  addWholeDays,
  DIRECTORY_TOTAL_CAP,
  type DirectoryQuerySchema,
  type DirectoryResult,
  profileImagePath,
} from '@orchid/contracts';
import { centsFromDollars, dollarsFromCents } from '@orchid/contracts/money';
import { and, asc, count, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { readTogether } from '../../platform/db/read-together';
import type { ListingRow } from './repo';
import { directoryListings as l } from './tables';

type Query = z.output<typeof DirectoryQuerySchema>;

/** A list column holding the value: answered by the column's GIN index. */
const holds = (column: SQL | typeof l.statesLicensed, value: string) =>
  sql`${column} @> array[${value}]::text[]`;

/**
 * The words of `q` as a prefix query ('anx dep' finds anxiety and depression), so results
 * come while a word is still being typed; anything but letters and digits is dropped.
 */
export function prefixQuery(q: string): string | undefined {
  const terms = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.length
    ? terms
        .slice(0, 8)
        .map((t) => `${t}:*`)
        .join(' & ')
    : undefined;
}

type TextColumns = { search: SQL | PgColumn; displayName: SQL | PgColumn };

function textMatch(q: string | undefined) {
  const terms = q ? prefixQuery(q) : undefined;
  if (!q || !terms) return undefined;
  const tsquery = sql`to_tsquery('english', ${terms})`;
  // Names by their words (full text), or near enough for a typo (trigram word similarity over
  // pg_trgm.word_similarity_threshold, 0.6: `<%` is what the trigram index answers).
  const where = sql`(${l.search} @@ ${tsquery} or ${q} <% ${l.displayName})`;
  const rank = (c: TextColumns) =>
    sql`ts_rank(${c.search}, ${tsquery}) + word_similarity(${q}, ${c.displayName})`;
  return { where, rank };
}

function filters(query: Query, now: Date, text: SQL | undefined): SQL[] {
  const where: SQL[] = [];
  if (query.state) where.push(holds(l.statesLicensed, query.state));
  if (query.specialty && query.specialty !== 'professional') {
    where.push(holds(l.specialtyKeys, query.specialty));
  }
  if (query.insurance) where.push(holds(l.insuranceAccepted, query.insurance));
  if (query.language) where.push(holds(l.languages, query.language));
  if (query.issue) where.push(holds(l.issuesTreated, query.issue));
  if (query.approach) where.push(holds(l.approaches, query.approach));
  if (query.format === 'telehealth') where.push(sql`${l.telehealth}`);
  if (query.format === 'in-person') where.push(sql`${l.inPerson}`);
  if (query.max_price !== undefined)
    where.push(sql`${l.priceMinCents} <= ${centsFromDollars(query.max_price)}`);
  if (query.gender_identity) where.push(sql`${l.genderIdentity} = ${query.gender_identity}`);
  if (query.available_within_days !== undefined) {
    where.push(sql`${l.nextAvailable} < ${addWholeDays(now, query.available_within_days)}`);
  }
  if (text) where.push(text);
  return where;
}

function orderOf(query: Query): SQL[] {
  const soonest = [asc(l.nextAvailable), asc(l.userId)];
  if (query.sort === 'price') return [asc(l.priceMinCents), ...soonest];
  // Relevance without words to weigh: the soonest free time first.
  return soonest;
}

/** A listing as the directory shows it. */
export function toResult(row: ListingRow): DirectoryResult {
  return {
    sub: row.userId,
    custom_url: row.customUrl,
    display_name: row.displayName,
    credentials: row.credentials,
    photo_url: row.hasPhoto ? profileImagePath(row.userId) : null,
    states_licensed: row.statesLicensed as DirectoryResult['states_licensed'],
    specialties: row.specialties,
    price_min: dollarsFromCents(row.priceMinCents),
    price_max: dollarsFromCents(row.priceMaxCents),
    next_available: row.nextAvailable.toISOString(),
    telehealth: row.telehealth,
    in_person: row.inPerson,
    city: row.city,
  };
}

/**
 * The page and the count of a search, as queries not yet run (the bench explains them).
 * - Sorted by relevance with words: the DIRECTORY_TOTAL_CAP soonest matches are taken first
 *   (by the next_available index, or from the GIN indexes when the words are rare) and only
 *   those ranked: ranking every match of a common word ('anxiety' is in most listings) read
 *   and scored the whole table. With fewer matches than the cap, as for any name, this is the
 *   exact order. The page counts its candidates too (`pageCounts`), so the matching is done
 *   once, not again by the count.
 * - Other sorts each follow a B-tree (next_available; price_min_cents, next_available), so
 *   LIMIT stops the scan after the page.
 * - The count stops at the cap plus one row: an exact count of a common filter read every
 *   match; `total` is exact below the cap and the cap itself above it.
 */
export function searchQueries(db: Db, query: Query, now: Date) {
  const match = textMatch(query.q);
  const where = and(...filters(query, now, match?.where));
  const upToCap = db
    .select({ one: sql`1`.as('one') })
    .from(l)
    .where(where)
    .limit(DIRECTORY_TOTAL_CAP + 1)
    .as('up_to_cap');
  const total = db.select({ n: count() }).from(upToCap);
  if (query.sort === 'relevance' && match) {
    return { page: relevancePage(db, where, match.rank, query), total, pageCounts: true } as const;
  }
  const page = db
    .select()
    .from(l)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.limit)
    .offset(query.skip);
  return { page, total, pageCounts: false } as const;
}

function relevancePage(
  db: Db,
  where: SQL | undefined,
  rank: (c: TextColumns) => SQL,
  query: Query,
) {
  // One more than the cap, so that counting them says whether the cap is reached.
  const candidates = db
    .select()
    .from(l)
    .where(where)
    .orderBy(asc(l.nextAvailable), asc(l.userId))
    .limit(DIRECTORY_TOTAL_CAP + 1)
    .as('candidates');
  const columns = getTableColumns(l);
  const counted = db
    .select({
      ...(Object.fromEntries(
        Object.keys(columns).map((key) => [key, candidates[key as keyof typeof columns]]),
      ) as { [K in keyof typeof columns]: (typeof candidates)[K] }),
      matches: sql<number>`(count(*) over ())::int`.as('matches'),
      soonest:
        sql<number>`row_number() over (order by ${candidates.nextAvailable}, ${candidates.userId})`.as(
          'soonest',
        ),
    })
    .from(candidates)
    .as('counted');
  // Ranked after the LIMIT above, so only the candidates' vectors are scored.
  return db
    .select()
    .from(counted)
    .where(sql`${counted.soonest} <= ${DIRECTORY_TOTAL_CAP}`)
    .orderBy(desc(rank(counted)), asc(counted.nextAvailable), asc(counted.userId))
    .limit(query.limit)
    .offset(query.skip);
}

/** GET /api/users/v1/directory: a page of listings and how many match, up to the cap. */
export async function searchDirectory(ctx: AppContext, query: Query) {
  const search = searchQueries(ctx.db, query, ctx.clock.now());
  if (search.pageCounts) {
    const rows = await search.page;
    // A page past the last match has no row to say how many: then count (rare).
    const matches = rows[0]?.matches ?? (query.skip > 0 ? ((await search.total)[0]?.n ?? 0) : 0);
    return { results: rows.map(toResult), total: Math.min(matches, DIRECTORY_TOTAL_CAP) };
  }
  const { page, total } = search;
  const [rows, [counted]] = await readTogether(ctx.db, [() => page, () => total] as const);
  return { results: rows.map(toResult), total: Math.min(counted?.n ?? 0, DIRECTORY_TOTAL_CAP) };
}
