import { Container, Stack, Text, Title } from '@mantine/core';
import type { DirectorySpecialty } from '@orchid/contracts/directory';
import { type UsState, usStateFromSlug } from '@orchid/contracts/us-states';
import { useLocation, useNavigate, useParams } from 'react-router';
import { brandName } from '../../app/brand';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';
import { QueryView } from '../../ui/query-view';
import { NotFoundPage } from '../not-found/not-found-page';
import {
  type DirectoryFilters,
  type DirectoryPlace,
  filtersFromSearch,
  locationOf,
  specialtyOfRoute,
} from './directory-filters';
import { useDirectorySearch } from './directory-queries';
import { searchDescription, searchHeading } from './directory-words';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';

/** /professional-search and /book: every filter in the query. */
/** The search's head without filters, for the page the server draws (as the page sets it). */
export const directorySearchHead = () => ({
  title: searchHeading(),
  description: searchDescription(brandName()),
});

export function DirectorySearchPage() {
  const { pathname } = useLocation();
  return <Directory place={{ kind: 'search', pathname }} fromPath={{}} />;
}

/**
 * /therapists, /psychologists, /psychiatrists and /professionals, each with an optional state
 * slug (/therapists/new-york): the search with those two filters in the path. An unknown
 * state is not found.
 */
export function SpecialtyDirectoryPage() {
  const { pathname } = useLocation();
  const { state_slug: slug } = useParams();
  const specialty = specialtyOfRoute(pathname.split('/')[1] ?? '');
  const state = slug === undefined ? undefined : usStateFromSlug(slug);
  if (!specialty || (slug !== undefined && !state)) return <NotFoundPage />;
  return <Directory place={{ kind: 'specialty' }} fromPath={{ specialty, state }} />;
}

type DirectoryProps = {
  place: DirectoryPlace;
  fromPath: { specialty?: DirectorySpecialty; state?: UsState };
};

function Directory({ place, fromPath }: DirectoryProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(new URLSearchParams(search), fromPath);
  const heading = searchHeading(filters.specialty, filters.state);
  usePageMeta(heading, searchDescription(brandName(), filters.specialty, filters.state));
  const results = useDirectorySearch(filters);
  const change = (next: DirectoryFilters) => navigate(locationOf(next, place));

  return (
    <Container size="lg" className={listing.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{heading}</Title>
          <Text mt="xs" c="dimmed" size="lg">
            Licensed professionals with real free times. Choose a time that suits you and book
            online.
          </Text>
        </div>
        <SearchFilters filters={filters} onChange={change} />
        <section aria-label="Results">
          <QueryView query={results} failedMessage="We could not search the directory">
            {(answer) => (
              <SearchResults
                filters={filters}
                results={answer.results}
                total={answer.total}
                stale={results.isPlaceholderData}
                onChange={change}
              />
            )}
          </QueryView>
        </section>
      </Stack>
    </Container>
  );
}
