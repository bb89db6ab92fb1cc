import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { DIRECTORY_PAGE_SIZE, type DirectoryResult } from '@orchid/contracts/directory';
import { useViewerTimeZone } from '../../app/format/time-zone';
import listing from '../../ui/listing.module.css';
import { PageButtons } from '../../ui/page-buttons';
import { Panel } from '../../ui/panel';
import { activeFilters, type DirectoryFilters, withFilter } from './directory-filters';
import { filterInWords } from './filter-words';
import { ResultCard } from './result-card';

type SearchResultsProps = {
  filters: DirectoryFilters;
  results: DirectoryResult[];
  total: number;
  /** A newer search is loading: the list shown is the last one. */
  stale: boolean;
  onChange: (filters: DirectoryFilters) => void;
};

const sorts = [
  { value: 'relevance', label: 'Best match' },
  { value: 'soonest', label: 'Soonest free time' },
  { value: 'price', label: 'Lowest price' },
];

/** The results of a search, the sort, paging, and what to do when nothing matches. */
export function SearchResults({ filters, results, total, stale, onChange }: SearchResultsProps) {
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const timeZone = useViewerTimeZone();
  if (total === 0 && !stale) return <NoResults filters={filters} onChange={onChange} />;
  return (
    <Stack gap="md" aria-busy={stale}>
      <Group justify="space-between" align="flex-end">
        <Text fw={600} role="status">
          {total === 1 ? '1 professional' : `${total} professionals`}
          {pages > 1 ? ` · page ${page} of ${pages}` : ''}
        </Text>
        <Select
          size="md"
          label="Sort by"
          data={sorts}
          value={filters.sort ?? 'relevance'}
          onChange={(value) =>
            onChange(withFilter(filters, 'sort', value as DirectoryFilters['sort']))
          }
          allowDeselect={false}
          w={200}
        />
      </Group>
      <ul className={listing.results} aria-label="Professionals">
        {results.map((result) => (
          <li key={result.sub}>
            <ResultCard result={result} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <PageButtons
        label="Pages of results"
        page={page}
        pages={pages}
        onPage={(next) => onChange({ ...filters, page: next })}
      />
    </Stack>
  );
}

/** Nothing matches: each filter can be taken away on its own, or all at once. */
function NoResults({ filters, onChange }: Omit<SearchResultsProps, 'results' | 'total' | 'stale'>) {
  const active = activeFilters(filters);
  return (
    <Panel>
      <Title order={2} size="h3">
        No professionals match all of these filters
      </Title>
      <Text mt="xs">
        {active.length > 0
          ? 'Try removing a filter to widen the search. Someone who fits may be a click away.'
          : 'No professional is taking new clients here yet. Please check back soon.'}
      </Text>
      {active.length > 0 && (
        <Group mt="md" gap="xs">
          {active.map((name) => (
            <Button
              key={name}
              variant="default"
              size="sm"
              onClick={() => onChange(withFilter(filters, name, undefined))}
            >
              Remove {filterInWords(name, filters)}
            </Button>
          ))}
          {active.length > 1 && (
            <Button variant="subtle" size="sm" onClick={() => onChange({})}>
              Clear all filters
            </Button>
          )}
        </Group>
      )}
    </Panel>
  );
}
