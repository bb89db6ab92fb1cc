import {
  addWholeDays,
  type DirectoryQuerySchema,
  type DirectoryResult,
  profileImagePath,
} from '@orchid/contracts';
import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { readTogether } from '../../platform/db/read-together';
import { dollars } from '../scheduling/session-types';
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

function textMatch(q: string | undefined) {
  const terms = q ? prefixQuery(q) : undefined;
  if (!q || !terms) return undefined;
  const tsquery = sql`to_tsquery('english', ${terms})`;
  // Names by their words (full text), or near enough for a typo (trigram word similarity).
  const where = sql`(${l.search} @@ ${tsquery} or ${q} <% ${l.displayName})`;
  const rank = sql`ts_rank(${l.search}, ${tsquery}) + word_similarity(${q}, ${l.displayName})`;
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
    where.push(sql`${l.priceMinCents} <= ${query.max_price * 100}`);
  if (query.gender_identity) where.push(sql`${l.genderIdentity} = ${query.gender_identity}`);
  if (query.available_within_days !== undefined) {
    where.push(sql`${l.nextAvailable} < ${addWholeDays(now, query.available_within_days)}`);
  }
  if (text) where.push(text);
  return where;
}

function orderOf(query: Query, rank: SQL | undefined): SQL[] {
  const soonest = [asc(l.nextAvailable), asc(l.userId)];
  if (query.sort === 'price') return [asc(l.priceMinCents), ...soonest];
  if (query.sort === 'relevance' && rank) return [desc(rank), ...soonest];
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
    price_min: dollars(row.priceMinCents),
    price_max: dollars(row.priceMaxCents),
    next_available: row.nextAvailable.toISOString(),
    telehealth: row.telehealth,
    in_person: row.inPerson,
    city: row.city,
  };
}

/** GET /api/users/v1/directory: a page of listings and how many match in all. */
export async function searchDirectory(ctx: AppContext, query: Query) {
  const match = textMatch(query.q);
  const where = and(...filters(query, ctx.clock.now(), match?.where));
  const [rows, [total]] = await readTogether(ctx.db, [
    () =>
      ctx.db
        .select()
        .from(l)
        .where(where)
        .orderBy(...orderOf(query, match?.rank))
        .limit(query.limit)
        .offset(query.skip),
    () => ctx.db.select({ n: count() }).from(l).where(where),
  ] as const);
  return { results: rows.map(toResult), total: total?.n ?? 0 };
}
