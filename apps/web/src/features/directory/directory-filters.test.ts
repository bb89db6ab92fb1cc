import { DIRECTORY_SPECIALTIES } from '@orchid/contracts/directory';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  apiQueryOf,
  filtersFromSearch,
  locationOf,
  specialtyOfRoute,
  withFilter,
} from './directory-filters';
import { filterInWords } from './filter-words';
import { DIRECTORY_SPECIALTY_ROUTES } from './specialty-routes';

const search = { kind: 'search', pathname: '/professional-search' } as const;

describe('the directory filters in the address', () => {
  it('reads each filter with the API’s own rules, leaving out what it would refuse', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'state=NY&specialty=psychologist&q=anxiety&language=Spanish&format=telehealth&max_price=150&available_within_days=7&sort=price&page=3&insurance=Nowhere+Health&colour=blue',
      ),
    );
    expect(filters).toEqual({
      state: 'NY',
      specialty: 'psychologist',
      q: 'anxiety',
      language: 'Spanish',
      format: 'telehealth',
      max_price: 150,
      available_within_days: 7,
      sort: 'price',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('state=ZZ&max_price=cheap&page=0'))).toEqual({});
  });

  it('writes them back to the same address, defaults left out', () => {
    const address =
      '/professional-search?state=NY&q=anxiety&language=Spanish&max_price=150&sort=soonest&page=2';
    const [pathname, query] = address.split('?');
    const filters = filtersFromSearch(new URLSearchParams(query));
    expect(locationOf(filters, { kind: 'search', pathname: pathname ?? '' })).toBe(address);
    expect(locationOf({ sort: 'relevance', page: 1 }, search)).toBe('/professional-search');
    expect(locationOf({ q: 'grief' }, { kind: 'search', pathname: '/book' })).toBe('/book?q=grief');
  });

  it('keeps the specialty and the state in the path of a specialty page', () => {
    const fromPath = { specialty: 'therapist', state: 'NY' } as const;
    const filters = filtersFromSearch(new URLSearchParams('language=Spanish'), fromPath);
    expect(filters).toEqual({ specialty: 'therapist', state: 'NY', language: 'Spanish' });
    expect(locationOf(filters, { kind: 'specialty' })).toBe(
      '/therapists/new-york?language=Spanish',
    );
    expect(locationOf(withFilter(filters, 'state', 'CA'), { kind: 'specialty' })).toBe(
      '/therapists/california?language=Spanish',
    );
    expect(locationOf(withFilter(filters, 'specialty', undefined), { kind: 'specialty' })).toBe(
      '/professionals/new-york?language=Spanish',
    );
    // The path wins over a query that says otherwise.
    expect(filtersFromSearch(new URLSearchParams('state=CA'), fromPath).state).toBe('NY');
  });

  it('asks the API for the page of results, with every filter set', () => {
    expect(apiQueryOf({ state: 'NY', max_price: 90, page: 3 })).toEqual({
      state: 'NY',
      max_price: '90',
      skip: '40',
      limit: '20',
    });
    expect(apiQueryOf({})).toEqual({ skip: '0', limit: '20' });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ state: 'NY', page: 4 }, 'language', 'Spanish')).toEqual({
      state: 'NY',
      language: 'Spanish',
    });
    expect(withFilter({ state: 'NY', q: 'grief' }, 'q', undefined)).toEqual({ state: 'NY' });
  });

  it('names the filters that narrow the search, for the buttons that widen it', () => {
    const filters = { state: 'NY', max_price: 80, sort: 'price', format: 'in-person' } as const;
    expect(activeFilters(filters)).toEqual(['state', 'format', 'max_price']);
    expect(activeFilters(filters).map((name) => filterInWords(name, filters))).toEqual([
      'State: New York',
      'Format: in person',
      'Price up to $80',
    ]);
  });

  it('has a route for each specialty of the contract', () => {
    expect(DIRECTORY_SPECIALTY_ROUTES).toEqual(DIRECTORY_SPECIALTIES.map((s) => s.route));
    expect(specialtyOfRoute('psychiatrists')).toBe('psychiatrist');
    expect(specialtyOfRoute('dentists')).toBeUndefined();
  });
});
