import { z } from 'zod';
import { US_STATES, type UsState } from './us-states';

// Countries and their first-level regions for addresses (accounts-and-access §5 "Member
// registration", booking-practice-and-marketing §5; US states also for licenses and
// offices). A region is stored as its ISO 3166-2 subdivision code without the country part
// ('NY', 'ON', 'ANT'); the full code is `${country}-${region}`.

export { US_STATE_SLUGS, US_STATES, usStateFromSlug } from './us-states';
export const UsStateSchema = z.enum(US_STATES.map((state) => state.value));
export type { UsState };

/** The ten provinces and three territories; the form calls them all "Province". */
export const CA_PROVINCES = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'NU', label: 'Nunavut' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'YT', label: 'Yukon' },
] as const;

/** The 32 departments and the Capital District of Bogotá (ISO 3166-2:CO), by name. */
export const CO_DEPARTMENTS = [
  { value: 'AMA', label: 'Amazonas' },
  { value: 'ANT', label: 'Antioquia' },
  { value: 'ARA', label: 'Arauca' },
  { value: 'ATL', label: 'Atlántico' },
  { value: 'DC', label: 'Bogotá D.C.' },
  { value: 'BOL', label: 'Bolívar' },
  { value: 'BOY', label: 'Boyacá' },
  { value: 'CAL', label: 'Caldas' },
  { value: 'CAQ', label: 'Caquetá' },
  { value: 'CAS', label: 'Casanare' },
  { value: 'CAU', label: 'Cauca' },
  { value: 'CES', label: 'Cesar' },
  { value: 'CHO', label: 'Chocó' },
  { value: 'COR', label: 'Córdoba' },
  { value: 'CUN', label: 'Cundinamarca' },
  { value: 'GUA', label: 'Guainía' },
  { value: 'GUV', label: 'Guaviare' },
  { value: 'HUI', label: 'Huila' },
  { value: 'LAG', label: 'La Guajira' },
  { value: 'MAG', label: 'Magdalena' },
  { value: 'MET', label: 'Meta' },
  { value: 'NAR', label: 'Nariño' },
  { value: 'NSA', label: 'Norte de Santander' },
  { value: 'PUT', label: 'Putumayo' },
  { value: 'QUI', label: 'Quindío' },
  { value: 'RIS', label: 'Risaralda' },
  { value: 'SAP', label: 'San Andrés, Providencia y Santa Catalina' },
  { value: 'SAN', label: 'Santander' },
  { value: 'SUC', label: 'Sucre' },
  { value: 'TOL', label: 'Tolima' },
  { value: 'VAC', label: 'Valle del Cauca' },
  { value: 'VAU', label: 'Vaupés' },
  { value: 'VID', label: 'Vichada' },
] as const;

/** Countries of a member's address; US is the default (§5). */
export const COUNTRIES = {
  US: { label: 'United States', region_label: 'State', zip_label: 'Zip', regions: US_STATES },
  CA: {
    label: 'Canada',
    region_label: 'Province',
    zip_label: 'Postal Code',
    regions: CA_PROVINCES,
  },
  CO: {
    label: 'Colombia',
    region_label: 'Department',
    zip_label: 'Postal Code',
    regions: CO_DEPARTMENTS,
  },
} as const;
export const COUNTRY_CODES = [
  'US',
  'CA',
  'CO',
] as const satisfies readonly (keyof typeof COUNTRIES)[];
export const CountryCodeSchema = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof CountryCodeSchema>;
export const DEFAULT_COUNTRY: CountryCode = 'US';

export type Region = { readonly value: string; readonly label: string };

export function regionsOf(country: CountryCode): readonly Region[] {
  return COUNTRIES[country].regions;
}

/** "State", "Province" (CA) or "Department" (CO). */
export function regionLabel(country: CountryCode): string {
  return COUNTRIES[country].region_label;
}

/** "Zip", or "Postal Code" for CA and CO. */
export function zipLabel(country: CountryCode): string {
  return COUNTRIES[country].zip_label;
}

/** Whether `region` is a region code of `country`; false for an unknown country. */
export function isValidRegion(country: string, region: string): boolean {
  const parsed = CountryCodeSchema.safeParse(country);
  return parsed.success && regionsOf(parsed.data).some((candidate) => candidate.value === region);
}
