import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SPECIALTIES,
  DirectoryQuerySchema,
  type DirectorySpecialty,
} from '@orchid/contracts/directory';
import { US_STATE_SLUGS, type UsState } from '@orchid/contracts/us-states';
import type { z } from 'zod';
import { directoryFor } from './directory-paths';

// The directory's filters live in the address (accounts-and-access §2), so a search can be
// linked, bookmarked and gone back to. On /professional-search and /book every filter is in
// the query; on the pre-filtered pages (/therapists/new-york) the specialty and the state are
// in the path and the rest in the query. Each query value is the API's own word.

/** The filters a visitor can set: the API's query without skip and limit, plus the page. */
export type DirectoryFilters = Partial<
  Omit<z.output<typeof DirectoryQuerySchema>, 'skip' | 'limit'>
> & {
  /** 1-based page of results. */
  page?: number;
};

export type FilterName = Exclude<keyof DirectoryFilters, 'page'>;

/** The query's filters, in the order they are written into an address. */
export const FILTER_NAMES = [
  'state',
  'specialty',
  'q',
  'insurance',
  'language',
  'issue',
  'approach',
  'format',
  'max_price',
  'gender_identity',
  'available_within_days',
  'sort',
] as const satisfies readonly FilterName[];

/** Where the filters are kept: the search's query alone, or a specialty page's path too. */
export type DirectoryPlace = { kind: 'search'; pathname: string } | { kind: 'specialty' };

/**
 * The filters an address asks for. A value the API would refuse (an unknown state, a price
 * that is not a number) is left out rather than failing the whole search: old or hand-typed
 * links still show results.
 */
export function filtersFromSearch(
  search: URLSearchParams,
  fromPath: { specialty?: DirectorySpecialty; state?: UsState } = {},
): DirectoryFilters {
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const raw = search.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = DirectoryQuerySchema.shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  if (filters.sort === 'relevance') delete filters.sort;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return { ...(filters as DirectoryFilters), ...definedOnly(fromPath) };
}

/** The address of `filters`: at `place`, the filters that are set and not a default. */
export function locationOf(filters: DirectoryFilters, place: DirectoryPlace): string {
  const inPath: FilterName[] = place.kind === 'specialty' ? ['specialty', 'state'] : [];
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === '' || inPath.includes(name)) continue;
    if (name === 'sort' && value === 'relevance') continue;
    search.set(name, String(value));
  }
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  const pathname =
    place.kind === 'search'
      ? place.pathname
      : directoryFor(
          specialtyRoute(filters.specialty ?? 'professional'),
          filters.state && US_STATE_SLUGS[filters.state],
        );
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The API's query for `filters` (strings, as an address carries them). */
export function apiQueryOf(filters: DirectoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== '') query[name] = String(value);
  }
  const page = filters.page ?? 1;
  query.skip = String((page - 1) * DIRECTORY_PAGE_SIZE);
  query.limit = String(DIRECTORY_PAGE_SIZE);
  return query;
}

/** The filters with one changed (unset when `value` is undefined); back to the first page. */
export function withFilter<N extends FilterName>(
  filters: DirectoryFilters,
  name: N,
  value: DirectoryFilters[N] | undefined,
): DirectoryFilters {
  const { page: _page, [name]: _old, ...rest } = filters;
  return value === undefined || value === '' ? rest : { ...rest, [name]: value };
}

/** The filters that narrow the results (sort and page do not). */
export function activeFilters(filters: DirectoryFilters): FilterName[] {
  return FILTER_NAMES.filter(
    (name) => name !== 'sort' && filters[name] !== undefined && filters[name] !== '',
  );
}

/** The route word of a specialty: 'therapist' → 'therapists'. */
export function specialtyRoute(specialty: DirectorySpecialty): string {
  return DIRECTORY_SPECIALTIES.find((s) => s.value === specialty)?.route ?? 'professionals';
}

/** The specialty of a route word: 'therapists' → 'therapist'; undefined for any other word. */
export function specialtyOfRoute(route: string): DirectorySpecialty | undefined {
  return DIRECTORY_SPECIALTIES.find((s) => s.route === route)?.value;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter((entry) => entry[1] !== undefined),
  ) as Partial<T>;
}
