import { paths } from '../../app/paths';

// The builders of the group sessions' paths with parameters (their routes are app/paths.ts's
// groupSession and groupSessionSeriesRoute), kept out of the first page's bundle as the
// directory's are (docs/conventions.md, known deviations).

/** The open groups, at a page of the list (the first without a query). */
export const groupSessionsPage = (page: number): string =>
  page > 1 ? `${paths.groupSession}?page=${page}` : paths.groupSession;

/** One group's page (booking-practice-and-marketing §2): its meetings, price and seats. */
export const groupSeriesPage = (seriesId: string): string =>
  `${paths.groupSession}/series/${encodeURIComponent(seriesId)}`;

/** A seat's checkout: /group-session/series/{group_sessions_series_id}/checkout. */
export const groupCheckout = (seriesId: string): string => `${groupSeriesPage(seriesId)}/checkout`;

/** A seat's confirmation: .../checkout-confirm/{timeslot_id}, where the card page returns. */
export const groupCheckoutConfirm = (seriesId: string, timeslotId: string): string =>
  `${groupSeriesPage(seriesId)}/${paths.checkoutConfirmSegment}/${encodeURIComponent(timeslotId)}`;
