import { metaContent } from '../../app/installation-meta';
import { paths } from '../../app/paths';

/**
 * Where "Sign up for Demo" leads: the installation's external booking page when it has one
 * (`<meta name="demo-booking-url">`), else the demo form on the partner page.
 */
export function demoBookingHref(): string {
  return metaContent('demo-booking-url') ?? `${paths.partnerWithUs}#book-a-demo`;
}

/** An address on another site (a new tab), or one of ours. */
export const isExternal = (href: string): boolean => /^https?:\/\//.test(href);
