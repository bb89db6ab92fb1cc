import { DIRECTORY_SPECIALTIES, type DirectorySpecialty } from '@orchid/contracts/directory';
import { US_STATES, type UsState } from '@orchid/contracts/us-states';
import { dollarsInWords } from '../../app/format/money';

// The directory in words: prices, formats, states and the titles search engines read.

/** The directory's prices group thousands: '$1,200.00'. */
export const DIRECTORY_PRICE = { grouped: true } as const;

/** '$90.00' or '$90.00 – $150.00'. */
export function priceRange(min: number, max: number): string {
  const low = dollarsInWords(min, DIRECTORY_PRICE);
  return min === max ? low : `${low} – ${dollarsInWords(max, DIRECTORY_PRICE)}`;
}

/** 'Telehealth and in person', 'Telehealth', 'In person'. */
export function formatsInWords(pro: { telehealth: boolean; in_person: boolean }): string {
  if (pro.telehealth && pro.in_person) return 'Telehealth and in person';
  return pro.telehealth ? 'Telehealth' : 'In person';
}

export const stateName = (state: UsState): string =>
  US_STATES.find((s) => s.value === state)?.label ?? state;

/** 'Therapists' for the directory's specialty word. */
export const specialtyLabel = (specialty: DirectorySpecialty): string =>
  DIRECTORY_SPECIALTIES.find((s) => s.value === specialty)?.label ?? 'Professionals';

/** Initials for a face without a photo: 'Mina Okafor' → 'MO'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The heading and the page title of a search: 'Therapists in New York', 'Find a professional'.
 */
export function searchHeading(specialty?: DirectorySpecialty, state?: UsState): string {
  const who = specialty && specialty !== 'professional' ? specialtyLabel(specialty) : undefined;
  if (who && state) return `${who} in ${stateName(state)}`;
  if (who) return who;
  if (state) return `Professionals in ${stateName(state)}`;
  return 'Find a professional';
}

/** The description search engines show under a search page's title. */
export function searchDescription(
  brand: string,
  specialty?: DirectorySpecialty,
  state?: UsState,
): string {
  const who =
    specialty && specialty !== 'professional'
      ? specialtyLabel(specialty).toLowerCase()
      : 'therapists, psychologists and psychiatrists';
  const where = state ? ` licensed in ${stateName(state)}` : '';
  return `Find ${who}${where} on ${brand}: see their prices and real free times, and book online.`;
}

/** The directory switch's caption says what its position means now. */
export const listedCaption = (listed: boolean) =>
  listed
    ? 'On: people can find you in the directory and book your free times.'
    : 'Off: only people you invite can book with you.';
