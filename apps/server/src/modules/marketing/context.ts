import type { MarketingClaimKey } from '@orchid/contracts/marketing-claims';
import type { AppContext } from '../../platform/context';

/** The marketing module's services: the app's, and the operator's marketing settings. */
export type MarketingContext = AppContext & {
  /** DEMO_BOOKING_URL: where a demo request sends the browser, when set. */
  demoBookingUrl: string | undefined;
  /** MARKETING_CLAIMS: the case study shows only these partner statistics. */
  marketingClaims: readonly MarketingClaimKey[];
};
