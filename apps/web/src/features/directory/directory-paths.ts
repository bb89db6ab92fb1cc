import { paths } from '../../app/paths';

// The builders of the directory's paths with parameters. Their routes are in app/paths.ts
// (the specialty pages in pages.tsx, professionalProfileRoute, practicePageRoute); the builders are here so the first page's
// bundle, which loads paths.ts, does not carry them (docs/conventions.md, known deviations).

/**
 * The directory pre-filtered by specialty (its route word, 'therapists'), and by state when
 * given (its slug): /{specialty}s/{state-slug}.
 */
export const directoryFor = (specialtyRoute: string, stateSlug?: string): string =>
  stateSlug ? `/${specialtyRoute}/${stateSlug}` : `/${specialtyRoute}`;

/** A professional's public page, by sub or custom_url. */
export const professionalProfile = (idOrCustomUrl: string): string =>
  `${paths.professionalSearch}/${encodeURIComponent(idOrCustomUrl)}`;

/** The booking checkout's path, without the time (the address's query names it). */
export const professionalCheckoutPath = (idOrCustomUrl: string): string =>
  `${professionalProfile(idOrCustomUrl)}/checkout`;

/** The booking checkout of one time (booking-practice-and-marketing §2 query parameters). */
export const professionalCheckout = (
  idOrCustomUrl: string,
  query: { start: string; length: number; type: string; firstname?: string; lastname?: string },
): string => {
  const search = new URLSearchParams({
    start: query.start,
    length: String(query.length),
    type: query.type,
  });
  if (query.firstname) search.set('firstname', query.firstname);
  if (query.lastname) search.set('lastname', query.lastname);
  return `${professionalCheckoutPath(idOrCustomUrl)}?${search}`;
};

/** A booking's confirmation (§2): /professional-search/{id_or_custom_url}/checkout-confirm/{timeslot_id}. */
export const professionalCheckoutConfirm = (idOrCustomUrl: string, timeslotId: string): string =>
  `${professionalProfile(idOrCustomUrl)}/${paths.checkoutConfirmSegment}/${encodeURIComponent(timeslotId)}`;

/** A practice's public page. */
export const practicePage = (practiceGroupName: string): string =>
  `/${encodeURIComponent(practiceGroupName)}`;
