import { describe, expect, it } from 'vitest';
import {
  CA_PROVINCES,
  CO_DEPARTMENTS,
  COUNTRIES,
  COUNTRY_CODES,
  CountryCodeSchema,
  DEFAULT_COUNTRY,
  isValidRegion,
  regionLabel,
  regionsOf,
  US_STATE_SLUGS,
  US_STATES,
  UsStateSchema,
  usStateFromSlug,
  zipLabel,
} from './regions';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('regions', () => {
  it('lists the 50 states and DC with two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.every((state) => /^[A-Z]{2}$/.test(state.value))).toBe(true);
    expect(unique(US_STATES.map((state) => state.value))).toBe(true);
    expect(UsStateSchema.safeParse('DC').success).toBe(true);
    expect(UsStateSchema.safeParse('PR').success).toBe(false);
  });

  it('lists the 13 provinces and territories of Canada', () => {
    expect(CA_PROVINCES.map((province) => province.value).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
  });

  it('lists the 32 departments of Colombia and Bogotá with ISO 3166-2:CO codes', () => {
    expect(CO_DEPARTMENTS).toHaveLength(33);
    expect(unique(CO_DEPARTMENTS.map((department) => department.value))).toBe(true);
    expect(CO_DEPARTMENTS.every((department) => /^[A-Z]{2,3}$/.test(department.value))).toBe(true);
    expect(CO_DEPARTMENTS.find((department) => department.value === 'DC')?.label).toBe(
      'Bogotá D.C.',
    );
  });

  it('sorts every list by name', () => {
    for (const country of COUNTRY_CODES) {
      const labels = regionsOf(country).map((region) => region.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    }
  });

  it('labels the region and zip fields per country, US by default', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(COUNTRY_CODES).toEqual(Object.keys(COUNTRIES));
    expect(COUNTRY_CODES.map((country) => [regionLabel(country), zipLabel(country)])).toEqual([
      ['State', 'Zip'],
      ['Province', 'Postal Code'],
      ['Department', 'Postal Code'],
    ]);
    expect(CountryCodeSchema.safeParse('MX').success).toBe(false);
  });

  it('checks a region against its country', () => {
    expect(isValidRegion('US', 'NY')).toBe(true);
    expect(isValidRegion('CA', 'ON')).toBe(true);
    expect(isValidRegion('CO', 'ANT')).toBe(true);
    expect(isValidRegion('CO', 'DC')).toBe(true);
    expect(isValidRegion('US', 'ON')).toBe(false);
    expect(isValidRegion('CA', 'NY')).toBe(false);
    expect(isValidRegion('CO', 'CO-ANT')).toBe(false);
    expect(isValidRegion('US', 'ny')).toBe(false);
    expect(isValidRegion('MX', 'NY')).toBe(false);
  });

  it('gives each state a directory slug and reads it back', () => {
    expect(US_STATE_SLUGS.NY).toBe('new-york');
    expect(US_STATE_SLUGS.DC).toBe('district-of-columbia');
    expect(unique(Object.values(US_STATE_SLUGS))).toBe(true);
    for (const state of US_STATES) {
      expect(US_STATE_SLUGS[state.value]).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(usStateFromSlug(US_STATE_SLUGS[state.value])).toBe(state.value);
    }
    expect(usStateFromSlug('North-Carolina')).toBe('NC');
    expect(usStateFromSlug('ontario')).toBeUndefined();
  });
});
